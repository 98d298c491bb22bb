import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isValidMobile, normaliseMobile } from '@food/shared/validation'
import { z } from 'zod'
import type { ChallengeOptions } from '../modules/otp/otp-challenge'
import { type OtpLimits, otpLimitsFrom } from '../modules/otp/otp-limits'

const apiRoot = fileURLToPath(new URL('../..', import.meta.url))
const MEMORY_DIR = 'memory://'

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
])

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional())
/** A whole number of at least 1, with its default. */
const countSetting = (fallback: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).default(fallback),
  )

const envShape = z.object({
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
  /** The site's public address, for links the API sends out (texts, emails, a member's sign-in). */
  SITE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SHOP_STATUS_OVERRIDE: z.preprocess(
    emptyAsUndefined,
    z.enum(['open', 'closed']).optional(),
  ),
  SMS_PROVIDER: z.preprocess(
    emptyAsUndefined,
    z.enum(['dev', 'twilio']).optional(),
  ),
  /** Key of the HMAC that one-time codes are stored as; required in production. */
  OTP_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /** Most code texts sent in any 24 hours, all numbers together (SMS-pumping guard). */
  SMS_DAILY_CAP: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).default(1000),
  ),
  // One-time code limits (README: every limit, and why). Per number, as they always were:
  /** Seconds between two code texts to one number. */
  OTP_MOBILE_GAP_SECONDS: countSetting(30),
  OTP_MOBILE_PER_15_MINUTES: countSetting(3),
  OTP_MOBILE_PER_DAY: countSetting(10),
  /** Wrong guesses that kill a code. */
  OTP_WRONG_PER_CODE: countSetting(5),
  /** Wrong guesses from one client address in an hour before its guesses are refused. */
  OTP_ADDRESS_WRONG_PER_HOUR: countSetting(10),
  /** Never-verified codes from one client address in an hour before a challenge is needed. */
  OTP_ADDRESS_FREE_UNVERIFIED: countSetting(10),
  /** Never-verified codes from one client address in an hour: more are refused outright. */
  OTP_ADDRESS_MAX_UNVERIFIED: countSetting(100),
  /** Codes sent to one number block in an hour at which its circuit breaker may trip. */
  OTP_BLOCK_TRIP_SENT: countSetting(30),
  /** The breaker trips when more than this share of them (%) was never verified. */
  OTP_BLOCK_TRIP_UNVERIFIED_PERCENT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(100).default(80),
  ),
  /** Key the proof-of-work challenges (ALTCHA) are signed with; required in production. */
  ALTCHA_HMAC_KEY: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /** A challenge's answer is a random counter up to this: the work asked of a browser. */
  ALTCHA_MAX_NUMBER: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  ),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  /** A +44 sender number, an alphanumeric sender id, or a Messaging Service SID (MG…). */
  TWILIO_FROM: optionalString,
  TWILIO_API_BASE: z.preprocess(
    emptyAsUndefined,
    z.url().default('https://api.twilio.com'),
  ),
  /** `dev` (the mail outbox), or the SMTP server: smtp://user:pass@host:587, smtps://…:465. */
  MAIL_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => value === 'dev' || /^smtps?:\/\/[^\s]+$/.test(value),
        'must be dev, or an smtp:// or smtps:// URL',
      )
      .optional(),
  ),
  /** The sender of receipts: an address, or "Name <address>". */
  MAIL_FROM: optionalString,
  /** Fastify trustProxy: `true`, or comma-separated proxy addresses/CIDRs. */
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value): boolean | string =>
        value === undefined || value === 'false'
          ? false
          : value === 'true' || value,
      ),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  ),
  /**
   * How long the menu categories, the menu's search index and the shop settings
   * are kept in memory.
   * With the render server's own second (SSR_DATA_TTL_MS), a change shows
   * on the site within 5 s.
   */
  CACHE_TTL_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(3_600_000).default(3000),
  ),
  /** How often open tracking streams ask the database for changes made by other instances. */
  ORDER_EVENTS_POLL_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(100).max(60_000).default(1000),
  ),
  /** How often open kitchen boards ask the database for orders changed by other instances. */
  KITCHEN_EVENTS_POLL_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(50).max(60_000).default(250),
  ),
  /** The first owner of a database without one (`staff add` then adds the others). */
  OWNER_MOBILE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isValidMobile, 'must be a UK mobile number (07…)')
      .transform(normaliseMobile)
      .optional(),
  ),
  OWNER_NAME: z.preprocess(
    emptyAsUndefined,
    z.string().max(60).default('Owner'),
  ),
  /** Folder for uploaded photos; default `<DATA_DIR>/photos` (see photoStorageConfig). */
  PHOTOS_DIR: optionalString,
  /** S3-compatible object storage for photos instead of a folder: all of these, or none. */
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Another provider's address (MinIO, R2, …); unset for AWS itself. */
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** `true` addresses the bucket in the path (most S3-compatible servers need it). */
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  ),
  /** Stripe's secret key (sk_live_… in production): turns on "Pay now by card". */
  STRIPE_SECRET_KEY: optionalString,
  /** The signing secret (whsec_…) of the webhook endpoint Stripe sends events to. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another Stripe API address (the fake Stripe server of the tests); unset for Stripe itself. */
  STRIPE_API_BASE: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** How long a ticket's send may take before it counts as not printed. */
  PRINTER_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(500).max(60_000).default(5000),
  ),
  /** `true` adds POST /api/dev/clock, which moves the API's clock (tests); never in production. */
  DEV_CLOCK: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  ),
})

/** The name of every setting (documented in env-docs.ts, the README's table). */
export type EnvName = keyof typeof envShape.shape
export const ENV_NAMES = Object.keys(envShape.shape) as EnvName[]

const envSchema = envShape.transform((env) => ({
  ...env,
  /** SITE_URL without a trailing slash; by default the first allowed origin. */
  siteUrl: (
    env.SITE_URL ??
    env.CORS_ORIGINS[0] ??
    'http://localhost:3000'
  ).replace(/\/+$/, ''),
  // Dev outbox is the default outside production; production must name a real provider.
  SMS_PROVIDER:
    env.SMS_PROVIDER ?? (env.NODE_ENV === 'production' ? undefined : 'dev'),
  // Production must name an SMTP server; elsewhere unset is the dev mail outbox.
  MAIL_URL: env.MAIL_URL ?? (env.NODE_ENV === 'production' ? undefined : 'dev'),
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
  const problems = [
    ...smsProblems(env),
    ...otpLimitProblems(env),
    ...photoStorageProblems(env),
    ...stripeProblems(env),
    ...mailProblems(env),
  ]
  if (problems.length > 0) {
    throw new EnvError(
      `Invalid environment variables:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    )
  }
  return env
}

const DEV_OTP_SECRET = 'dev-only-otp-secret-never-used-in-production'
const DEV_ALTCHA_HMAC_KEY = 'dev-only-altcha-key-never-used-in-production'

// Production sends real receipts, from an address the restaurant owns.
function mailProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return []
  const problems: string[] = []
  if (!env.MAIL_URL || env.MAIL_URL === 'dev') {
    problems.push(
      'MAIL_URL: must be an smtp:// or smtps:// URL in production (the dev outbox sends nothing)',
    )
  }
  if (!env.MAIL_FROM) problems.push('MAIL_FROM: required in production')
  return problems
}

/** Where emails go: the dev outbox or an SMTP server, and who they are from. */
export function mailConfig(env: Env): { url: string; from: string } {
  return {
    url: env.MAIL_URL ?? 'dev',
    from: env.MAIL_FROM ?? 'Anatolia Grill Belfast <orders@localhost>',
  }
}

/** The key one-time codes are hashed with: OTP_SECRET, or a fixed key outside production. */
export function otpSecret(env: Env): string {
  return env.OTP_SECRET ?? DEV_OTP_SECRET
}

/** How the proof-of-work challenges are signed and how hard they are. */
export function challengeOptions(env: Env): ChallengeOptions {
  return {
    hmacKey: env.ALTCHA_HMAC_KEY ?? DEV_ALTCHA_HMAC_KEY,
    maxNumber: env.ALTCHA_MAX_NUMBER,
  }
}

// Production must really send texts, and must not hash codes with a key published in this repo.
function smsProblems(env: Env): string[] {
  const problems: string[] = []
  const isProduction = env.NODE_ENV === 'production'
  if (isProduction && env.SMS_PROVIDER !== 'twilio') {
    problems.push(
      'SMS_PROVIDER: must be twilio in production (the dev outbox sends nothing)',
    )
  }
  if (env.SMS_PROVIDER === 'twilio') {
    for (const name of [
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_FROM',
    ] as const) {
      if (!env[name])
        problems.push(`${name}: required when SMS_PROVIDER=twilio`)
    }
  }
  if (isProduction && env.DEV_CLOCK) {
    problems.push('DEV_CLOCK: must not be true in production')
  }
  if (isProduction && !env.OTP_SECRET) {
    problems.push('OTP_SECRET: required in production (32+ random characters)')
  }
  if (isProduction && !env.ALTCHA_HMAC_KEY) {
    problems.push(
      'ALTCHA_HMAC_KEY: required in production (32+ random characters)',
    )
  }
  return problems
}

/** The code limits the settings name (defaults: the limits the shop has always had). */
export function otpLimits(env: Env): OtpLimits {
  return otpLimitsFrom({
    mobileGapSeconds: env.OTP_MOBILE_GAP_SECONDS,
    mobilePer15Minutes: env.OTP_MOBILE_PER_15_MINUTES,
    mobilePerDay: env.OTP_MOBILE_PER_DAY,
    wrongPerCode: env.OTP_WRONG_PER_CODE,
    addressWrongPerHour: env.OTP_ADDRESS_WRONG_PER_HOUR,
    addressFreeUnverified: env.OTP_ADDRESS_FREE_UNVERIFIED,
    addressMaxUnverified: env.OTP_ADDRESS_MAX_UNVERIFIED,
    blockTripSent: env.OTP_BLOCK_TRIP_SENT,
    blockTripUnverifiedPercent: env.OTP_BLOCK_TRIP_UNVERIFIED_PERCENT,
  })
}

// A ceiling under the free budget would refuse before any challenge could be offered.
function otpLimitProblems(env: Env): string[] {
  return env.OTP_ADDRESS_MAX_UNVERIFIED < env.OTP_ADDRESS_FREE_UNVERIFIED
    ? [
        'OTP_ADDRESS_MAX_UNVERIFIED: must be at least OTP_ADDRESS_FREE_UNVERIFIED',
      ]
    : []
}

const S3_REQUIRED = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

/** Where uploaded photos are kept: an S3-compatible bucket, or a folder. */
export type PhotoStorageConfig =
  | { kind: 'folder'; dir: string }
  | {
      kind: 's3'
      bucket: string
      region: string
      accessKeyId: string
      secretAccessKey: string
      endpoint: string | undefined
      forcePathStyle: boolean
    }

/**
 * S3 when S3_BUCKET is set; else PHOTOS_DIR; else `photos` inside DATA_DIR, beside the
 * database it belongs with. An in-memory database (`memory://`) has no folder to offer, so
 * then PHOTOS_DIR or S3 is required (photoStorageProblems says so at start-up).
 */
export function photoStorageConfig(env: Env): PhotoStorageConfig {
  if (env.S3_BUCKET) {
    return {
      kind: 's3',
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    }
  }
  return {
    kind: 'folder',
    dir: env.PHOTOS_DIR ?? path.join(env.DATA_DIR, 'photos'),
  }
}

// Half an S3 configuration would fail at the first upload: refuse it at start-up instead.
function photoStorageProblems(env: Env): string[] {
  const given = [...S3_REQUIRED, 'S3_ENDPOINT' as const].filter(
    (name) => env[name] !== undefined,
  )
  if (given.length === 0) {
    return env.PHOTOS_DIR === undefined && env.DATA_DIR === MEMORY_DIR
      ? [
          'PHOTOS_DIR: required when DATA_DIR is memory:// (or set the S3_* variables)',
        ]
      : []
  }
  const problems = S3_REQUIRED.filter((name) => !env[name]).map(
    (name) => `${name}: required with ${given.join(', ')} (S3 photo storage)`,
  )
  if (env.PHOTOS_DIR !== undefined) {
    problems.push(
      'PHOTOS_DIR: set either PHOTOS_DIR or the S3_* variables, not both',
    )
  }
  return problems
}

/**
 * Settings the API no longer reads, each with where it went: said once in the log at start,
 * so a server still started with them keeps running and its operator learns why.
 */
export function retiredSettings(
  source: Record<string, string | undefined> = process.env,
): string[] {
  return source.PRINTER_URL || source.PRINTER_MODEL
    ? [
        'PRINTER_URL and PRINTER_MODEL are no longer read: the owner sets the kitchen printer (its address and model) in Site → Kitchen printer.',
      ]
    : []
}

/** Where card payments go: Stripe's keys, and its address (another one only in tests). */
export type StripeConfig = {
  secretKey: string
  webhookSecret: string
  apiBase: URL | null
}

/** Stripe's settings, or null when paying online is off (only cash / card on delivery). */
export function stripeConfig(env: Env): StripeConfig | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null,
  }
}

// One key without the other would offer a payment whose confirmation never arrives; a test
// key in production would take orders that are never paid.
function stripeProblems(env: Env): string[] {
  const problems: string[] = []
  const { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret } = env
  if (key && !secret) {
    problems.push('STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY')
  }
  if (secret && !key) {
    problems.push('STRIPE_SECRET_KEY: required with STRIPE_WEBHOOK_SECRET')
  }
  if (key && !/^(sk|rk)_(live|test)_\w+$/.test(key)) {
    problems.push('STRIPE_SECRET_KEY: must be a Stripe secret key (sk_live_…)')
  }
  if (secret && !secret.startsWith('whsec_')) {
    problems.push('STRIPE_WEBHOOK_SECRET: must be a signing secret (whsec_…)')
  }
  if (env.NODE_ENV === 'production' && key && /^(sk|rk)_test_/.test(key)) {
    problems.push(
      'STRIPE_SECRET_KEY: a test key (sk_test_…) takes no real money; production needs the live key (sk_live_…)',
    )
  }
  if (env.NODE_ENV === 'production' && env.STRIPE_API_BASE) {
    problems.push('STRIPE_API_BASE: must not be set in production (tests only)')
  }
  return problems
}
