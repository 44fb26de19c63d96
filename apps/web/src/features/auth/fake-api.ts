/**
 * For tests: an api answering every call of a tRPC batch with an empty success, recording what
 * `users.create` was sent. A batch may hold several calls (the signed-in sidebar and pages query
 * at once), and each needs its own answer.
 */
export function recordingApi() {
  const created: unknown[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(url), 'http://api.test');
    const procedures = decodeURIComponent(pathname.split('/').pop() ?? '').split(',');
    const inputs =
      init?.method === 'POST' ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    procedures.forEach((procedure, index) => {
      if (procedure === 'users.create') created.push(inputs[String(index)]);
    });
    return new Response(JSON.stringify(procedures.map(() => ({ result: { data: {} } }))), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return { created, fetch };
}
