/**
 * Recognising PostgreSQL errors by SQLSTATE, so services can turn a constraint the database
 * enforced into a coded 4xx. `constraint` is the name used in the migrations
 * (e.g. 'step_tools_quantity_check', 'steps_project_order_key').
 */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  invalidTextRepresentation: '22P02',
} as const;

export interface PgErrorInfo {
  code: string;
  constraint: string | undefined;
  detail: string | undefined;
}

/** The SQLSTATE, constraint and detail of a database error, or null for anything else. */
export function pgErrorInfo(error: unknown): PgErrorInfo | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint, detail } = error as Record<string, unknown>;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  return {
    code,
    constraint: typeof constraint === 'string' ? constraint : undefined,
    detail: typeof detail === 'string' ? detail : undefined,
  };
}

function is(code: string, error: unknown, constraint?: string): boolean {
  const info = pgErrorInfo(error);
  return info?.code === code && (constraint === undefined || info.constraint === constraint);
}

export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  is(PG_ERROR.uniqueViolation, error, constraint);

export const isForeignKeyViolation = (error: unknown, constraint?: string): boolean =>
  is(PG_ERROR.foreignKeyViolation, error, constraint);

export const isCheckViolation = (error: unknown, constraint?: string): boolean =>
  is(PG_ERROR.checkViolation, error, constraint);
