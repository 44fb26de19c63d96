import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The process environment, parsed once. This is the only module that reads `process.env`.
 * Every variable is documented in the README's configuration table.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATABASE_URL: z.string().url({ message: 'DATABASE_URL must be a postgres:// URL' }),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    MIGRATE_ON_START: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    DATA_DIR: z.string().default('.data'),
    VALIDATE_RESPONSES: z.enum(['true', 'false']).optional(),
    STORAGE_DRIVER: z.enum(['local', 'gcs']).default('local'),
    STORAGE_BUCKET: z.string().min(1).optional(),
    FILE_URL_SECRET: z.string().min(32).optional(),
    FILE_URL_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(7 * 24 * 3600)
      .default(3600),
    UPLOAD_EXPIRY_HOURS: z.coerce
      .number()
      .min(1)
      .max(24 * 30)
      .default(24),
    WEB_DIST_DIR: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
    FIREBASE_PROJECT_ID: z.string().min(1).optional(),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
    AUTH_EMULATOR_PUBLIC_URL: z.string().url().optional(),
    FIREBASE_WEB_API_KEY: z.string().min(1).optional(),
    FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
    GOOGLE_APPLICATION_CREDENTIALS: z.string().min(1).optional(),
    FIREBASE_SERVICE_ACCOUNT_JSON: z.string().min(1).optional(),
    AUTH_VERIFY_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
    TRUST_PROXY: booleanish,
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    RATE_LIMIT_SIGNUP_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    RATE_LIMIT_FINALIZE_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    TRANSCRIBER: z.enum(['pocketsphinx', 'openai']).default('pocketsphinx'),
    ANALYZER: z.enum(['rules', 'llm']).default('rules'),
    OPENAI_BASE_URL: z.string().url().optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
    OPENAI_ANALYZE_MODEL: z.string().min(1).default('gpt-4o-mini'),
    MEDIA_WORKERS: z.enum(['in-process', 'off']).default('in-process'),
    MEDIA_JOB_EXPIRE_HOURS: z.coerce.number().min(0.1).max(24).default(2),
    MEDIA_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(10).max(86_399).optional(),
    MEDIA_JOB_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
    FFPROBE_PATH: z.string().min(1).default('ffprobe'),
    POCKETSPHINX_PATH: z.string().min(1).optional(),
    POCKETSPHINX_MODEL_DIR: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    const hosted = env.TRANSCRIBER === 'openai' || env.ANALYZER === 'llm';
    if (hosted && !env.OPENAI_BASE_URL && !env.OPENAI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_BASE_URL'],
        message:
          'TRANSCRIBER=openai or ANALYZER=llm needs OPENAI_API_KEY (hosted) or OPENAI_BASE_URL (any OpenAI-compatible server)',
      });
    }
    if (env.STORAGE_DRIVER === 'gcs' && !env.STORAGE_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE_BUCKET'],
        message: 'STORAGE_DRIVER=gcs needs STORAGE_BUCKET (e.g. my-project.firebasestorage.app)',
      });
    }
    if (!env.FIREBASE_PROJECT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_PROJECT_ID'],
        message: 'FIREBASE_PROJECT_ID is required to verify sign-in tokens',
      });
      return;
    }
    if (env.FIREBASE_AUTH_EMULATOR_HOST && !env.FIREBASE_PROJECT_ID.startsWith('demo-')) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message:
          'The Auth emulator issues unsigned tokens: emulator mode is only allowed with a demo- project id',
      });
    }
    // A real project verifies tokens with Google's public keys and reaches the bucket with the
    // service account given, or else the platform's default credentials (Cloud Run, GKE). A
    // demo- project exists only in the emulator: without it no token could ever be verified.
    if (!env.FIREBASE_AUTH_EMULATOR_HOST && env.FIREBASE_PROJECT_ID.startsWith('demo-')) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message:
          'A demo- project exists only in the Auth emulator: set FIREBASE_AUTH_EMULATOR_HOST, or use your real project id',
      });
    }
  });

export type Env = Omit<z.infer<typeof envSchema>, 'VALIDATE_RESPONSES'> & {
  FIREBASE_PROJECT_ID: string;
  /** Check every reply against its schema: on unless NODE_ENV=production (VALIDATE_RESPONSES). */
  VALIDATE_RESPONSES: boolean;
};

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { VALIDATE_RESPONSES, ...rest } = result.data;
  return {
    ...rest,
    FIREBASE_PROJECT_ID: rest.FIREBASE_PROJECT_ID as string,
    VALIDATE_RESPONSES: VALIDATE_RESPONSES
      ? VALIDATE_RESPONSES === 'true'
      : rest.NODE_ENV !== 'production',
  };
}

/** For the entry points: the environment, or its problems printed and the process ended. */
export function parseEnvOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Some libraries read their settings from the process environment themselves (firebase-admin
 * finds the Auth emulator through FIREBASE_AUTH_EMULATOR_HOST): hand them the parsed values.
 */
export function exportLibraryEnv(env: Env): void {
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST;
  }
}
