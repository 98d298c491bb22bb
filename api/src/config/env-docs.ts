import type { EnvName } from './env'

type EnvDoc = { default: string; meaning: string }

/**
 * What each setting of `env.ts` means and its default, as the API's README
 * shows them: the README's table is rendered from this (`pnpm --filter
 * @food/api env-table`), and a test fails when the two differ, or when a
 * variable of `env.ts` is missing here (the type also refuses one too many).
 */
export const ENV_DOCS: Record<EnvName, EnvDoc> = {
  PORT: { default: '`4000`', meaning: 'Port to listen on' },
  HOST: {
    default: '`localhost`',
    meaning: 'Interface to bind (`0.0.0.0` in a container)',
  },
  NODE_ENV: {
    default: '`development`',
    meaning:
      '`development`, `test` or `production` (production refuses the dev SMS provider and development keys, and sends HSTS)',
  },
  DATA_DIR: {
    default: '`api/.data`',
    meaning: 'PGlite folder; `memory://` keeps the database in memory',
  },
  DATABASE_URL: {
    default: 'unset',
    meaning: 'PostgreSQL connection string; when set, PGlite is not used',
  },
  CORS_ORIGINS: {
    default:
      '`http://localhost:3000`–`3003` and `http://127.0.0.1:3000`–`3003`',
    meaning: 'Comma-separated allowed origins',
  },
  SITE_URL: {
    default: 'the first of `CORS_ORIGINS`, else `http://localhost:3000`',
    meaning:
      "The site's public address, for links the API sends: order texts and receipts link to `<SITE_URL>/orders/<number>`, a new member's sign-in text to `<SITE_URL>/kitchen`",
  },
  SHOP_STATUS_OVERRIDE: {
    default: 'unset: opening hours decide',
    meaning: '`open` or `closed` forces the shop status',
  },
  SMS_PROVIDER: {
    default: '`dev` outside production',
    meaning:
      '`dev` keeps texts in an outbox at `GET /api/dev/sms-outbox`; `twilio` sends them; production requires `twilio`',
  },
  TWILIO_ACCOUNT_SID: {
    default: 'unset',
    meaning: 'Twilio account (`AC…`); required with `SMS_PROVIDER=twilio`',
  },
  TWILIO_AUTH_TOKEN: {
    default: 'unset',
    meaning: 'Twilio auth token; required with `SMS_PROVIDER=twilio`',
  },
  TWILIO_FROM: {
    default: 'unset',
    meaning:
      'Sender: a +44 number, a sender id or a Messaging Service SID (`MG…`); required with `twilio`',
  },
  TWILIO_API_BASE: {
    default: '`https://api.twilio.com`',
    meaning: "Twilio's API root (tests point it at a local stand-in)",
  },
  OTP_SECRET: {
    default: 'a fixed development key',
    meaning:
      'HMAC key for stored codes, 32+ characters; required in production',
  },
  SMS_DAILY_CAP: {
    default: '`1000`',
    meaning: 'Most code texts to all numbers together in any 24 hours',
  },
  OTP_MOBILE_GAP_SECONDS: {
    default: '`30`',
    meaning: 'Seconds between two code texts to one number',
  },
  OTP_MOBILE_PER_15_MINUTES: {
    default: '`3`',
    meaning: 'Most code texts to one number in any 15 minutes',
  },
  OTP_MOBILE_PER_DAY: {
    default: '`10`',
    meaning: 'Most code texts to one number in any 24 hours',
  },
  OTP_WRONG_PER_CODE: {
    default: '`5`',
    meaning: 'Wrong guesses that kill a code',
  },
  OTP_ADDRESS_WRONG_PER_HOUR: {
    default: '`10`',
    meaning:
      'Wrong codes from one client address in an hour (any numbers; a typo of a code then entered right is forgiven) before its guesses are refused',
  },
  OTP_ADDRESS_FREE_UNVERIFIED: {
    default: '`10`',
    meaning:
      'Codes from one client address never verified in an hour before another needs a challenge',
  },
  OTP_ADDRESS_MAX_UNVERIFIED: {
    default: '`100`',
    meaning:
      'Codes from one client address never verified in an hour: the hard ceiling (at least the above)',
  },
  OTP_BLOCK_TRIP_SENT: {
    default: '`30`',
    meaning:
      'Codes to one number block (mobile without its last 4 digits) in an hour at which its breaker may trip',
  },
  OTP_BLOCK_TRIP_UNVERIFIED_PERCENT: {
    default: '`80`',
    meaning:
      'The breaker trips when more than this % of those codes were never verified: then each needs a challenge',
  },
  ALTCHA_HMAC_KEY: {
    default: 'a fixed development key',
    meaning:
      'HMAC key of the proof-of-work challenges, 32+ characters; required in production',
  },
  ALTCHA_MAX_NUMBER: {
    default: '`100000` (about 0.2 s of a phone)',
    meaning:
      "A challenge's answer is a random counter up to this: the work asked of a browser",
  },
  MAIL_URL: {
    default: '`dev` outside production',
    meaning:
      '`dev` keeps emails in an outbox (`GET /api/dev/mail-outbox?to=`); `smtp://user:pass@host:587` or `smtps://…:465` sends receipts through that server; required in production',
  },
  MAIL_FROM: {
    default: '`Anatolia Grill Belfast <orders@localhost>` outside production',
    meaning: 'Sender of receipts; required in production',
  },
  TRUST_PROXY: {
    default: 'unset',
    meaning:
      'Fastify `trustProxy` (`true` or proxy addresses), so the per-address SMS limit sees the client behind a load balancer',
  },
  LOG_LEVEL: {
    default: '`info`',
    meaning:
      'pino level for the request log, one line per request (`silent` to mute)',
  },
  CACHE_TTL_MS: {
    default: '`3000`',
    meaning:
      'How long the menu categories, search index and shop settings are kept in memory (0: not at all)',
  },
  ORDER_EVENTS_POLL_MS: {
    default: '`1000`',
    meaning:
      'How often open order-tracking streams look for changes made by other API instances',
  },
  KITCHEN_EVENTS_POLL_MS: {
    default: '`250`',
    meaning:
      'How often open kitchen boards look for orders changed by other API instances',
  },
  OWNER_MOBILE: {
    default: 'unset',
    meaning:
      'The first owner of a database that has none (then `pnpm --filter @food/api staff add` adds the others)',
  },
  OWNER_NAME: { default: '`Owner`', meaning: "That first owner's name" },
  PHOTOS_DIR: {
    default: '`<DATA_DIR>/photos`',
    meaning:
      'Folder for uploaded photos; required when `DATA_DIR` is `memory://` (unless S3 is set)',
  },
  S3_BUCKET: {
    default: 'unset',
    meaning:
      'Keep photos in this S3-compatible bucket instead of a folder (not with `PHOTOS_DIR`)',
  },
  S3_REGION: {
    default: 'unset',
    meaning: "The bucket's region; required with any `S3_*`",
  },
  S3_ACCESS_KEY_ID: {
    default: 'unset',
    meaning: 'Access key; required with any `S3_*`',
  },
  S3_SECRET_ACCESS_KEY: {
    default: 'unset',
    meaning: 'Secret key; required with any `S3_*`',
  },
  S3_ENDPOINT: {
    default: 'unset (AWS)',
    meaning: "Another provider's address (MinIO, Cloudflare R2, …)",
  },
  S3_FORCE_PATH_STYLE: {
    default: '`false`',
    meaning:
      '`true` puts the bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want',
  },
  STRIPE_SECRET_KEY: {
    default: 'unset: cash or card on delivery only',
    meaning:
      'Stripe\'s secret key (`sk_live_…` in production): turns on "Pay now by card"; needs `STRIPE_WEBHOOK_SECRET`',
  },
  STRIPE_WEBHOOK_SECRET: {
    default: 'unset',
    meaning:
      'The signing secret (`whsec_…`) of the webhook endpoint Stripe sends events to; needs `STRIPE_SECRET_KEY`',
  },
  STRIPE_API_BASE: {
    default: 'Stripe itself',
    meaning:
      'Another Stripe address (the fake Stripe server of the tests); refused in production',
  },
  PRINTER_TIMEOUT_MS: {
    default: '`5000`',
    meaning:
      'How long a ticket may take to reach the kitchen printer (its address and model are set by the owner in Site → Kitchen printer) before the card says "Not printed"',
  },
  DEV_CLOCK: {
    default: '`false`',
    meaning:
      "`true` adds `POST /api/dev/clock` (moves the API's clock for tests); refused in production",
  },
}

type Row = [variable: string, fallback: string, meaning: string]

/** The Markdown table of every setting, in the order of `env.ts`, its columns aligned. */
export function renderEnvTable(names: readonly EnvName[]): string {
  const head: Row = ['Variable', 'Default', 'Meaning']
  const body = names.map((name): Row => {
    const doc = ENV_DOCS[name]
    return [`\`${name}\``, doc.default, doc.meaning]
  })
  const width = (column: 0 | 1 | 2) =>
    Math.max(...[head, ...body].map((row) => row[column].length))
  const widths: Row = ['', '', ''].map((_, column) =>
    '-'.repeat(width(column as 0 | 1 | 2)),
  ) as Row
  const line = (row: Row) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column as 0 | 1 | 2].length)).join(' | ')} |`
  return [line(head), line(widths), ...body.map(line)].join('\n')
}
