import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Identity } from '../domain/identity';
import type { RateLimitKind } from '../plugins/rate-limits';
import type { Context } from '../trpc/context';

/**
 * One operation of the API, declared once and served twice: as a tRPC procedure (mount-trpc.ts)
 * and at the spec's REST paths (mount-rest.ts). Both transports parse with the same field schemas
 * and call the same handler, so they cannot drift apart.
 */

/** What a handler sees: the request's context with the identity already verified. */
export interface OperationContext extends Context {
  identity: Identity;
  /**
   * Whose records are meant. A REST path that names a user (`/users/{uid}/tools`) sets it from
   * that segment, and the service refuses anyone but the caller; over tRPC it is the caller.
   */
  ownerUid: string;
  /** Aborted when the caller goes away (the request closed before its reply): long work stops. */
  signal: AbortSignal;
}

/** An operation's input: one object, or objects told apart by a discriminator (`kind`). */
export type OperationInput = z.ZodObject | z.ZodDiscriminatedUnion<z.ZodObject[]>;

/** The tRPC input may be any schema (an optional object, say), but is usually `input` itself. */
export type TrpcInput = z.ZodType | OperationInput;

type InputKey<I extends OperationInput> = Extract<keyof z.output<I>, string>;

/** A REST path serving an operation, and where each input field comes from in the request. */
export interface RestBinding<I extends OperationInput = OperationInput> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify syntax, relative to `/api`: `/projects/:projectId/buy_list`. */
  path: string;
  tags: readonly string[];
  summary: string;
  description?: string;
  /** The success status; 200 unless the spec says otherwise (201 for a created record). */
  status?: 200 | 201;
  /** The path segment naming the user whose records are meant (see `ownerUid`). */
  ownerParam?: string;
  /** Path segment name -> input field, in the order the path names them. */
  params?: Readonly<Record<string, InputKey<I>>>;
  /** Input fields read from the query string, under their own names. */
  query?: readonly InputKey<I>[];
  /** The body is one input field (`'items'`), or `'rest'`: every field not taken elsewhere. */
  body?: InputKey<I> | 'rest';
  /** Input values the path itself decides (`{ kind: 'tools' }` for `/users/{uid}/tools`). */
  fixed?: Readonly<Partial<z.output<I>>>;
  /** The reply's schema where the path answers a narrower shape than the operation's output. */
  response?: z.ZodType;
  /** Documented error replies other than `{ detail }` text (finalize's 422). */
  errorResponses?: Readonly<Record<number, z.ZodType>>;
  /** Validation failures answer 422 with `detail: [{ loc, msg }]` (plugins/errors.ts). */
  validationDetailArray?: boolean;
  /**
   * Answers this path differently from the shared handler, for a transport-only concern such as
   * sending JSON text the database already assembled.
   */
  reply?(
    ctx: OperationContext,
    input: z.output<I>,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<unknown>;
}

export interface Operation<
  I extends OperationInput = OperationInput,
  O extends z.ZodType = z.ZodType,
  K extends 'query' | 'mutation' = 'query' | 'mutation',
  T extends TrpcInput = I,
> {
  /** The tRPC procedure kind (REST always names its own method). */
  kind: K;
  input: I;
  /**
   * The tRPC input, where it asks less than the REST paths: a field only a path carries (the
   * `{projectId}` of `/guides/{projectId}/steps/{stepId}/answer`), or one REST requires and tRPC
   * leaves optional (as the spec and the web client each have it).
   */
  trpcInput?: T;
  output: O;
  /** Counted after the input is valid, so an invalid call costs no budget. */
  rateLimit?: RateLimitKind;
  /** Called with what either transport parsed: `input` over REST, `trpcInput` over tRPC. */
  handler(ctx: OperationContext, input: z.output<I> | z.output<T>): Promise<z.input<O>>;
  /** The REST paths serving it; none for a tRPC-only operation. */
  rest: readonly RestBinding<I>[];
}

/** Declares an operation; only checks its types (the transports mount it). */
export function defineOperation<
  I extends OperationInput,
  O extends z.ZodType,
  K extends 'query' | 'mutation',
  T extends TrpcInput = I,
>(operation: Operation<I, O, K, T>): Operation<I, O, K, T> {
  return operation;
}

/**
 * A domain's operations under their tRPC procedure names. (`handler` and `reply` are methods, so
 * an operation of a narrower input still fits here.)
 */
export type OperationTable = Record<
  string,
  Operation<OperationInput, z.ZodType, 'query' | 'mutation', TrpcInput>
>;
