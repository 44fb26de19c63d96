import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { pgErrorInfo } from '../db/errors';

export interface JobQueueOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Queues to create when missing. */
  queues: readonly string[];
  /** Look after the queue (expiry of dead workers' jobs, retention): processes that work jobs. */
  supervise: boolean;
  /** The jobs' expiry, which sets how often the upkeep runs. */
  expireInSeconds: number;
}

/** pg-boss refuses an expiry of 24 h or more. */
export const MAX_EXPIRE_SECONDS = 24 * 3600 - 1;

/**
 * How often a working process runs pg-boss's upkeep, which is when a job past its expiry (its
 * worker died) is failed and queued again: pg-boss's 2 min, more often for short expiries.
 */
function maintenanceInterval(expireInSeconds: number): number {
  return Math.max(1, Math.min(120, Math.floor(expireInSeconds / 4)));
}

/**
 * pg-boss's SQL on the app's pool. Some of its commands are one `BEGIN; ...; COMMIT;` script;
 * one that fails midway (another process installed the schema first) would leave its pooled
 * connection inside an aborted transaction, failing every later query on it, so it is rolled
 * back before the connection goes back to the pool.
 */
function executeSql(db: Kysely<Database>) {
  return async (text: string, values: unknown[]) => {
    const query = CompiledQuery.raw(text, values);
    if (!/^\s*BEGIN\b/i.test(text)) return { rows: [...(await db.executeQuery(query)).rows] };
    return db.connection().execute(async (connection) => {
      try {
        return { rows: [...(await connection.executeQuery(query)).rows] };
      } catch (error) {
        await connection.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => undefined);
        throw error;
      }
    });
  };
}

/**
 * Two processes setting up pg-boss on one database at once (its schema, the queues' partitions)
 * can collide: a deadlock, or a duplicate type, table or row. Trying again then finds the other
 * process's work done.
 */
const SET_UP_RACES = new Set(['40P01', '23505', '42P07', '42710', '25P02']);
const SET_UP_ATTEMPTS = 5;

async function startOnce(options: JobQueueOptions): Promise<PgBoss> {
  const { db, log } = options;
  const boss = new PgBoss({
    db: { executeSql: executeSql(db) },
    schema: 'pgboss',
    supervise: options.supervise,
    maintenanceIntervalSeconds: maintenanceInterval(options.expireInSeconds),
    schedule: false,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'media job queue error'));
  try {
    await boss.start();
    for (const name of options.queues) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name });
    }
    return boss;
  } catch (error) {
    await boss.stop({ graceful: false, close: false }).catch(() => undefined);
    throw error;
  }
}

/** A started pg-boss with its queues; a new one per attempt (one that failed stays broken). */
export async function startJobQueue(options: JobQueueOptions): Promise<PgBoss> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      const code = pgErrorInfo(error)?.code;
      if (attempt >= SET_UP_ATTEMPTS || !code || !SET_UP_RACES.has(code)) throw error;
      options.log.warn({ err: error, attempt }, 'media job queue set-up met another process');
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 300 * attempt));
    }
  }
}
