import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import secureJson from 'secure-json-parse';
import type { Env } from './env';
import { exactSerializerCompiler } from './operations/exact-replies';
import authPlugin from './plugins/auth';
import clientConfigPlugin from './plugins/client-config';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import filesPlugin from './plugins/files';
import firebasePlugin from './plugins/firebase';
import healthPlugin from './plugins/health';
import mediaPlugin from './plugins/media';
import openapiPlugin from './plugins/openapi';
import rateLimitsPlugin from './plugins/rate-limits';
import restPlugin from './plugins/rest';
import securityHeadersPlugin from './plugins/security-headers';
import staticPlugin from './plugins/static';
import trpcPlugin from './plugins/trpc';
import uploadsPlugin from './plugins/uploads';

export interface BuildAppOptions {
  env: Env;
  logger?: FastifyServerOptions['logger'];
}

function contentSecurityPolicy(env: Env) {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST
    ? [env.AUTH_EMULATOR_PUBLIC_URL ?? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`]
    : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      connectSrc: [
        "'self'",
        ...emulator,
        'https://*.googleapis.com',
        'https://storage.googleapis.com',
      ],
      scriptSrc: ["'self'", 'https://apis.google.com'],
      frameSrc: ["'self'", 'https://*.firebaseapp.com', 'https://accounts.google.com', ...emulator],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
      upgradeInsecureRequests: null,
    },
  };
}

/** The whole product as one Fastify instance; tests build it and call `inject` or `listen`. */
export async function buildApp({ env, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: env.TRUST_PROXY,
    // No cut for a quiet socket: `media.regenerateStep` holds its request, silent, until its job
    // ends (minutes for a long step). Slow senders are bounded by `requestTimeout` (the whole
    // request must arrive within it) and Node's 60 s `headersTimeout`; idle connections between
    // requests by `keepAliveTimeout`.
    connectionTimeout: 0,
    keepAliveTimeout: 72_000,
    requestTimeout: 120_000,
    bodyLimit: 10 * 1024 * 1024,
    pluginTimeout: 60_000,
    return503OnClosing: true,
    // A tRPC batch names every procedure in the path (`/trpc/a,b,c`): the profile's eight reads
    // need more than the default 100 characters.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    // Requests the router cannot read, and those Node's HTTP parser refuses (431 for an address
    // and headers over 16 KB...), get `{ detail }` too.
    frameworkErrors,
    clientErrorHandler,
  });

  app.setValidatorCompiler(validatorCompiler);
  // Replies are checked against their schemas in development and tests, and must be exactly what
  // the schema makes of them (`exact-replies.ts`), so that production, which sends them as they
  // are, sends the same JSON; encoding large replies through zod there would cost a third of a
  // heavy request's time (see `pnpm bench api`).
  app.setSerializerCompiler(
    env.VALIDATE_RESPONSES ? exactSerializerCompiler : () => JSON.stringify,
  );
  app.decorate('validateResponses', env.VALIDATE_RESPONSES);
  // JSON bodies as Fastify parses them (prototype-poisoning safe), except that an empty body is
  // "no body": clients that always send `Content-Type: application/json` (the spec's helper does)
  // can still call DELETE and body-less POSTs.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(
        null,
        secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }),
      );
    } catch {
      const error = new Error('The request body is not valid JSON.') as Error & {
        statusCode: number;
      };
      error.statusCode = 400;
      done(error, undefined);
    }
  });

  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: contentSecurityPolicy(env),
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { env });
  await app.register(firebasePlugin, { env });
  await app.register(authPlugin);
  await app.register(rateLimitsPlugin, { env });
  await app.register(filesPlugin, { env });
  await app.register(uploadsPlugin, { env });
  await app.register(mediaPlugin, { env });
  await app.register(healthPlugin);
  await app.register(clientConfigPlugin, { env });
  await app.register(trpcPlugin);
  await app.register(openapiPlugin);
  await app.register(restPlugin);
  await app.register(staticPlugin, { root: env.WEB_DIST_DIR });
  return app;
}
