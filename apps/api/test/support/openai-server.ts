import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-compatible HTTP server on loopback for tests: it answers
 * `POST /v1/chat/completions` and `POST /v1/audio/transcriptions` with what each test sets, and
 * records every request it received (headers, JSON body or multipart fields and files), so the
 * real `openai` client is exercised end to end: our request building, its HTTP, our parsing.
 */

export const CHAT_PATH = '/v1/chat/completions';
export const TRANSCRIPTIONS_PATH = '/v1/audio/transcriptions';
export type OpenAiPath = typeof CHAT_PATH | typeof TRANSCRIPTIONS_PATH;

export interface UploadedFile {
  field: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (chat completions). */
  json?: unknown;
  /** Multipart text fields (transcriptions); repeated fields (`x[]`) keep every value. */
  fields?: Record<string, string[]>;
  files?: UploadedFile[];
}

export interface Reply {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (for answers that are not JSON). */
  body?: string;
  /** Waits this long before answering (to test aborts). */
  delayMs?: number;
}

export interface OpenAiServer {
  /** `http://127.0.0.1:<port>/v1`, the client's `baseURL`. */
  baseURL: string;
  requests: RecordedRequest[];
  /** What every following request to `path` gets (a function sees the recorded request). */
  reply(path: OpenAiPath, reply: Reply | ((request: RecordedRequest) => Reply)): void;
  /** Forgets the recorded requests and the replies. */
  reset(): void;
  close(): Promise<void>;
}

/** A chat completion whose first choice says `content` (a string, or null for no content). */
export function chatCompletion(content: string | null, finishReason = 'stop'): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: finishReason,
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** An OpenAI-style error body. */
export function apiError(message: string, type = 'server_error'): unknown {
  return { error: { message, type, param: null, code: null } };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function record(request: IncomingMessage): Promise<RecordedRequest> {
  const body = await readBody(request);
  const recorded: RecordedRequest = {
    method: request.method ?? '',
    path: (request.url ?? '').split('?')[0] ?? '',
    headers: request.headers,
  };
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) {
    recorded.json = JSON.parse(body.toString('utf8'));
  } else if (type.startsWith('multipart/form-data')) {
    // The platform's own multipart parser (undici), so the test trusts no hand-written one.
    const form = await new Response(body, { headers: { 'content-type': type } }).formData();
    const fields: Record<string, string[]> = {};
    const files: UploadedFile[] = [];
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') {
        fields[field] = [...(fields[field] ?? []), value];
      } else {
        const bytes = Buffer.from(await value.arrayBuffer());
        files.push({ field, filename: value.name, type: value.type, bytes });
      }
    }
    recorded.fields = fields;
    recorded.files = files;
  }
  return recorded;
}

export async function startOpenAiServer(): Promise<OpenAiServer> {
  const requests: RecordedRequest[] = [];
  let replies = new Map<string, Reply | ((request: RecordedRequest) => Reply)>();
  const server = createServer((request, response) => {
    record(request)
      .then(async (recorded) => {
        requests.push(recorded);
        const configured = replies.get(recorded.path);
        const reply: Reply = configured
          ? typeof configured === 'function'
            ? configured(recorded)
            : configured
          : { status: 404, json: apiError(`No reply set for ${recorded.path}`, 'not_found') };
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        if (response.destroyed) return;
        const text = reply.body ?? JSON.stringify(reply.json ?? {});
        response.writeHead(reply.status ?? 200, {
          'content-type': reply.body === undefined ? 'application/json' : 'text/plain',
        });
        response.end(text);
      })
      .catch((error: unknown) => {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify(apiError(String(error), 'invalid_request_error')));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(path, reply) {
      replies.set(path, reply);
    },
    reset() {
      requests.length = 0;
      replies = new Map();
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
