import { createRequire } from 'node:module';

/** PostgreSQL from the test: pg is the root's dependency; the few calls used here, typed. */

interface PgClient {
  connect(): Promise<unknown>;
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}
const pg = createRequire(import.meta.url)('pg') as {
  Client: new (options: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient;
};

/** Runs one query on a connection of its own. */
export async function sql<R = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Rows in each table of the app's schema (`public`): what "no data is touched" compares. */
export async function rowCounts(url: string): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>(
    url,
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await sql<{ n: string }>(url, `select count(*) as n from public."${name}"`);
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}
