import { createServer } from 'node:net';

export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `check` until it returns true; throws with `what` after `timeoutMs`.
 * @param {() => Promise<boolean> | boolean} check
 * @param {{ what?: string, timeoutMs?: number, intervalMs?: number, abort?: () => boolean }} [options]
 */
export async function waitFor(check, { what, timeoutMs = 60_000, intervalMs = 250, abort } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (abort?.()) throw new Error(`${what} stopped before it was ready`);
    try {
      if (await check()) return;
    } catch {
      // not ready yet
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${what} was not ready after ${Math.round(timeoutMs / 1000)} s`);
}
