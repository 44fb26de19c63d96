import { createServer, request as httpRequest } from 'node:http';
import { freePort } from '../../scripts/lib/ports.mjs';

/** A load balancer in miniature: each request goes to the next upstream, bodies streamed. */

export interface Proxy {
  url: string;
  /** Which upstream port served each request, in order. */
  served: { method: string; path: string; upstream: number }[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: readonly number[]): Promise<Proxy> {
  const served: Proxy['served'] = [];
  let next = 0;
  const server = createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    served.push({ method: req.method ?? '', path: req.url ?? '', upstream });
    const forward = httpRequest(
      {
        host: '127.0.0.1',
        port: upstream,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'upstream unreachable' }));
    });
    req.pipe(forward);
  });
  // No keep-alive to the client: every request picks its upstream afresh.
  server.keepAliveTimeout = 1;
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
