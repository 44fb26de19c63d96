import { describe, expect, it } from 'vitest';
import '@/lib/zod-no-eval';
import { config, z } from 'zod';

describe('zod-no-eval', () => {
  it('turns zod jitless without importing zod', () => {
    expect(config().jitless).toBe(true);
  });

  it('parses objects without new Function', () => {
    const original = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        compiled += 1;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        compiled += 1;
        return Reflect.apply(target, self, args);
      },
    });
    try {
      const schema = z.object({ name: z.string(), count: z.number() });
      for (let i = 0; i < 3; i += 1) expect(schema.parse({ name: 'a', count: i }).count).toBe(i);
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toBe(0);
  });
});
