import cors from '@fastify/cors'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod'
import { type Env, loadEnv } from './config/env'
import { type Db, openPreparedDb, prepareDb } from './db/client'
import { AccessLog } from './http/access-log'
import {
  clientErrorReply,
  frameworkErrors,
  registerErrorHandling,
} from './http/error-handler'
import { registerOpenApi } from './http/openapi'
import { apiRoutes } from './http/routes'
import { registerSecurityHeaders } from './http/security-headers'
import { refuseIllFormedText } from './http/well-formed-text'

export type BuildAppOptions = {
  /** Parsed environment; defaults to process.env. */
  env?: Env
  /** An open database to use (the caller closes it); by default one is opened from env. */
  db?: Db
  /** false silences request logs (tests); a stream receives them instead of stdout. */
  logger?: boolean | { stream: NodeJS.WritableStream }
  /** The clock for shop status, code expiry, SMS limits and sessions; tests move it. */
  now?: () => Date
}

/** Builds the API: migrates and seeds the database, registers every route, and waits until ready. */
export async function buildApp(
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const env = options.env ?? loadEnv()
  const db =
    options.db ??
    (await openPreparedDb({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
    }))
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    logController: new AccessLog(),
    // Keeps a slow client from holding a socket forever.
    requestTimeout: 30_000,
    // No call needs more; bigger bodies get 413 before they are read (routes may lower it).
    bodyLimit: 100 * 1024,
    // Behind a load balancer, the client address (for the per-address SMS limit) is in X-Forwarded-For.
    trustProxy: env.TRUST_PROXY,
    // Path parameters are checked by their route's schema (a blog slug may be 200 characters).
    routerOptions: { maxParamLength: 200 },
    // Even what fails before routing (a broken % escape, oversized headers) gets the envelope.
    frameworkErrors,
    clientErrorHandler: clientErrorReply,
  })
  if (!options.db) app.addHook('onClose', () => db.close())
  try {
    // A database the caller opened (the tests') is prepared here; openPreparedDb did ours.
    if (options.db) await prepareDb(db)
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    registerErrorHandling(app)
    refuseIllFormedText(app)
    registerSecurityHeaders(app, env)
    await app.register(cors, {
      origin: env.CORS_ORIGINS,
      // The owner's post editor saves with PUT; nothing uses PATCH or DELETE.
      methods: ['GET', 'HEAD', 'POST', 'PUT'],
    })
    await registerOpenApi(app)
    await app.register(apiRoutes, {
      prefix: '/api',
      db,
      env,
      now: options.now ?? (() => new Date()),
    })
    await app.ready()
    return app
  } catch (error) {
    await app.close()
    throw error
  }
}
