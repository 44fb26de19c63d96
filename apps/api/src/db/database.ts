import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import { Pool, TypeOverrides } from 'pg';
import type { AnnotationsTable } from './tables/annotations.table';
import type { AuthoringDraftsTable } from './tables/authoring-drafts.table';
import type { BuyListItemsTable } from './tables/buy-list-items.table';
import type { CommentsTable } from './tables/comments.table';
import type {
  GuideAnswersTable,
  GuideProgressTable,
  GuideStepDoneTable,
} from './tables/guide-progress.table';
import type { LikesTable } from './tables/likes.table';
import type { MaterialsTable } from './tables/materials.table';
import type { MediaJobsTable } from './tables/media-jobs.table';
import type { ProjectFilesTable } from './tables/project-files.table';
import type { ProjectViewsTable } from './tables/project-views.table';
import type { ProjectsTable } from './tables/projects.table';
import type { RateLimitCountersTable } from './tables/rate-limit-counters.table';
import type { SavesTable } from './tables/saves.table';
import type { SearchHistoryTable } from './tables/search-history.table';
import type { StepMaterialsTable } from './tables/step-materials.table';
import type { StepToolsTable } from './tables/step-tools.table';
import type { StepsTable } from './tables/steps.table';
import type { SupplementaryFilesTable } from './tables/supplementary-files.table';
import type { ToolsTable } from './tables/tools.table';
import type { UsersTable } from './tables/users.table';

export interface Database {
  users: UsersTable;
  projects: ProjectsTable;
  project_files: ProjectFilesTable;
  tools: ToolsTable;
  materials: MaterialsTable;
  steps: StepsTable;
  annotations: AnnotationsTable;
  step_tools: StepToolsTable;
  step_materials: StepMaterialsTable;
  supplementary_files: SupplementaryFilesTable;
  buy_list_items: BuyListItemsTable;
  likes: LikesTable;
  saves: SavesTable;
  comments: CommentsTable;
  search_history: SearchHistoryTable;
  project_views: ProjectViewsTable;
  media_jobs: MediaJobsTable;
  authoring_drafts: AuthoringDraftsTable;
  rate_limit_counters: RateLimitCountersTable;
  guide_progress: GuideProgressTable;
  guide_step_done: GuideStepDoneTable;
  guide_answers: GuideAnswersTable;
}

/**
 * What a repository function runs on: the database, or an open transaction. Inside a transaction
 * pass `trx` everywhere and never `db` (a second pooled connection would wait on the first's
 * locks, and on PGlite, whose connections share one session, it would wait forever).
 */
export type Executor = Kysely<Database> | Transaction<Database>;

export interface DbOptions {
  /** Pool size. On PGlite keep it at or below the socket server's `maxConnections`. */
  max?: number;
  /** Server-side limit for one statement (PostgreSQL only; PGlite ignores it). Default 30 s. */
  statementTimeoutMs?: number;
  /** How long a checkout waits for a new connection. Default 10 s. */
  connectionTimeoutMs?: number;
  /** How long an idle pooled connection is kept. Default 30 s. */
  idleTimeoutMs?: number;
  applicationName?: string;
  /**
   * Called when an idle pooled connection fails (the server restarted or dropped it); the pool
   * discards that connection by itself. Default: `console.error`. Without a listener the pool's
   * 'error' event would crash the process.
   */
  onIdleConnectionError?: (error: Error) => void;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * `int8` (bigint columns, `count(*)`) reads as a JavaScript number; a value beyond 2^53 fails the
 * query rather than silently losing precision. `numeric` (only produced by aggregates such as
 * `avg`; no column uses it) reads as a number too.
 */
function typeParsers(): TypeOverrides {
  const types = new TypeOverrides();
  types.setTypeParser(INT8_OID, (value: string) => {
    const n = Number(value);
    if (!Number.isSafeInteger(n)) {
      throw new RangeError(`int8 value ${value} is outside JavaScript's safe integer range`);
    }
    return n;
  });
  types.setTypeParser(NUMERIC_OID, (value: string) => Number(value));
  return types;
}

/**
 * Every session runs without PostgreSQL's JIT compiler. The API's statements are short, but the
 * reads that assemble JSON in correlated subqueries (a project's steps, a guide) are costed past
 * `jit_above_cost` once a table's statistics lag its churn (a project finalized again and again
 * leaves dead rows the planner counts): the steps of a 50-step project then took 180 ms, 134 of
 * them compiling, instead of 7 (10 vs 146 reads a second on one connection, `pnpm bench api`).
 * PGlite, built without JIT, accepts the option and ignores it.
 */
export const SESSION_OPTIONS = '-c jit=off';

/**
 * Opens a pool and the Kysely instance over it. `db.destroy()` ends the pool; `pool` is returned
 * for the few callers that need raw access (health checks, tests).
 */
export function createDb(
  connectionString: string,
  options: DbOptions = {},
): { db: Kysely<Database>; pool: Pool } {
  const pool = new Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 10_000,
    idleTimeoutMillis: options.idleTimeoutMs ?? 30_000,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    idle_in_transaction_session_timeout: 60_000,
    application_name: options.applicationName ?? 'stepwise-api',
    options: SESSION_OPTIONS,
    types: typeParsers(),
  });
  pool.on(
    'error',
    options.onIdleConnectionError ??
      ((error) => console.error('Idle database connection failed:', error.message)),
  );
  // The pool listens only to its idle clients: a client that loses its connection while checked
  // out between two queries (a transaction's, pg-boss's) would emit an 'error' nobody hears, and
  // the process would die. Its next query fails instead, and the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}

/** Runs `work` in a transaction, or inside the one `db` already is. */
export async function withTransaction<T>(
  db: Executor,
  work: (trx: Executor) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}
