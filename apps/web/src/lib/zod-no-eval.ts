// zod compiles fast object parsers with `new Function`, which the app's Content-Security-Policy
// (script-src without 'unsafe-eval') forbids: even zod's probe for it is reported as a violation.
// The interpreted parsers are plenty for a browser. This module is main.tsx's first import, so it
// runs before any schema is built.
//
// zod keeps its global configuration on `globalThis.__zod_globalConfig` (one object for every copy
// of zod; its `config()` merges into it). Writing `jitless` there rather than calling `config()`
// keeps zod itself out of the first page load: /login builds no schema, and zod comes with the
// screens that do. zod-no-eval.test.ts checks that zod reads the setting.
interface ZodGlobal {
  __zod_globalConfig?: Record<string, unknown>;
}

const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
