import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const apiRoot = fileURLToPath(new URL('../..', import.meta.url))

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
])

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional())

const envSchema = z
  .object({
    NODE_ENV: z
      .preprocess(
        emptyAsUndefined,
        z.enum(['development', 'production', 'test']).optional(),
      )
      .default('development'),
    PORT: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(65_535).default(4000),
    ),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('localhost')),
    /** PGlite folder; `memory://` keeps the database in memory (tests). */
    DATA_DIR: z.preprocess(
      emptyAsUndefined,
      z.string().default(`${apiRoot}.data`),
    ),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    CORS_ORIGINS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .optional()
        .transform((value) =>
          value
            ? value
                .split(',')
                .map((origin) => origin.trim())
                .filter(Boolean)
            : DEFAULT_CORS_ORIGINS,
        ),
    ),
    SHOP_STATUS_OVERRIDE: z.preprocess(
      emptyAsUndefined,
      z.enum(['open', 'closed']).optional(),
    ),
    SMS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['dev']).optional()),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
        .default('info'),
    ),
    STAFF_TOKEN: optionalString,
  })
  .transform((env) => ({
    ...env,
    // Dev outbox is the default outside production; production must name a real provider.
    SMS_PROVIDER:
      env.SMS_PROVIDER ?? (env.NODE_ENV === 'production' ? undefined : 'dev'),
  }))

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {}

/** Parses and validates the environment; throws an EnvError naming every bad variable. */
export function loadEnv(
  source: Record<string, string | undefined> = process.env,
): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n')
    throw new EnvError(`Invalid environment variables:\n${problems}`)
  }
  const env = result.data
  if (env.NODE_ENV === 'production' && !env.SMS_PROVIDER) {
    throw new EnvError(
      'SMS_PROVIDER must name a real SMS provider in production (none is available yet; set SMS_PROVIDER=dev to use the outbox).',
    )
  }
  return env
}
