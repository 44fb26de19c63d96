import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const inspector = vi.hoisted(() => ({ inspect: { next: vi.fn() } }));
const createBrowserInspector = vi.hoisted(() => vi.fn(() => inspector));
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

/** A fresh module each time: the inspector is made once per page. */
const load = async () => {
  vi.resetModules();
  return import('@/lib/inspect');
};

beforeEach(() => {
  createBrowserInspector.mockClear();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('isInspectRequested', () => {
  it('reads ?inspect from the query string', async () => {
    const { isInspectRequested } = await load();
    expect(isInspectRequested('?inspect')).toBe(true);
    expect(isInspectRequested('?tab=details&inspect=1')).toBe(true);
    expect(isInspectRequested('')).toBe(false);
    expect(isInspectRequested('?inspector')).toBe(false);
  });
});

describe('machineInspectOption', () => {
  it('is empty without ?inspect, and opens no inspector', async () => {
    const { machineInspectOption } = await load();
    expect(machineInspectOption()).toEqual({});
    expect(createBrowserInspector).not.toHaveBeenCalled();
  });

  it("returns the browser inspector's observer for ?inspect in a dev build, created once", async () => {
    window.history.replaceState(null, '', '/annotate/1?inspect');
    const { machineInspectOption } = await load();
    expect(createBrowserInspector).not.toHaveBeenCalled();
    expect(machineInspectOption()).toEqual({ inspect: inspector.inspect });
    expect(machineInspectOption()).toEqual({ inspect: inspector.inspect });
    expect(createBrowserInspector).toHaveBeenCalledTimes(1);
  });

  it('is empty in a production build', async () => {
    vi.stubEnv('DEV', false);
    try {
      const { machineInspectOption } = await load();
      expect(machineInspectOption('?inspect')).toEqual({});
      expect(createBrowserInspector).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
