import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { MAX_HOLDS_PER_ADDRESS, MAX_HOLDS_PER_VISITOR } from './domain/booking/holds'
import { withSmtpTimeouts } from './domain/mail/smtp-timeouts'
import { botCheckSettings, RECAPTCHA_VERSIONS } from './domain/sales/forms/bot-check-settings'
import { LOCALES } from './i18n/locales'
import { FAULT_POINT_NAMES } from './domain/faults/fault-points'

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** PostgreSQL connection string; when unset the embedded SQLite file is used. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** PostgreSQL: how long opening a connection, or waiting for a free one, may take before the request gets a 503. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(3_000),
    /** PostgreSQL: the server cancels a statement running longer; raise it for a long migration. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(5_000),
    /** Path of the embedded SQLite database file. */
    SQLITE_PATH: z.string().min(1).optional(),
    /** Secret that signs admin sessions; generated into ./data on first start when unset. */
    PAYLOAD_SECRET: z.string().min(16).optional(),
    DEFAULT_LOCALE: z.enum(LOCALES).default('en'),
    /** Public origin of the site, used for canonical links, sitemaps and e-mails. */
    SITE_URL: z.url().default('http://localhost:3000'),
    /** Seed the demo company, pages and fleet into an empty database on start. */
    SEED_DEMO_DATA: booleanFlag.default(true),
    /** Folder for generated data: the SQLite file, uploaded media and the generated secret. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** Public API key of the website's own client for POST /v2/auth/login (not a secret: the browser sends it). */
    SITE_API_KEY: z.string().min(8).default('vegur-public-site-key'),
    /** Public client id of the website's own client for POST /v2/auth/login and /v2/auth/refresh. */
    SITE_CLIENT_ID: z.string().min(1).default('vegur-web'),
    /** Exchange-rate service answering `{ success: true, rates: { EUR, ISK, USD, GBP } }`; unset = fixed rates. */
    EXCHANGE_RATES_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Payment provider adapter new payments use (src/server/payments/registry.ts): `gateway` (the
     * built-in test gateway) or `adyen`. Unset: `adyen` when its settings are, else `gateway`.
     */
    PAYMENT_PROVIDER: z.enum(['gateway', 'adyen']).optional(),
    /** Adyen Checkout API key (customer area: Developers > API credentials). With the merchant account and HMAC key it switches Adyen on. */
    ADYEN_API_KEY: z.string().min(20).optional(),
    /** The Adyen merchant account payments are made to. */
    ADYEN_MERCHANT_ACCOUNT: z.string().min(1).optional(),
    /** HMAC key of the standard webhook (hexadecimal, as the customer area shows it): every notification item is checked with it. */
    ADYEN_HMAC_KEY: z
      .string()
      .regex(/^([0-9A-Fa-f]{2}){16,}$/, 'the hexadecimal HMAC key from the webhook settings')
      .optional(),
    /** Adyen's test or live platform. */
    ADYEN_ENVIRONMENT: z.enum(['test', 'live']).default('test'),
    /** Live only: the prefix of the merchant's live endpoints (customer area: Developers > API URLs). */
    ADYEN_LIVE_URL_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'the prefix only, e.g. 1797a841fbb37ca7-AdyenDemo')
      .optional(),
    /**
     * Local stand-ins only (the end-to-end tests, tests/e2e/adyen): the Checkout API calls of Adyen's
     * test platform go to this loopback origin instead of checkout-test.adyen.com, and its hosted page
     * is allowed by the Content-Security-Policy. Test platform only; never set in production.
     */
    ADYEN_STAND_IN_URL: z
      .url({ protocol: /^https?$/, hostname: /^(127\.0\.0\.1|localhost|\[::1\])$/ })
      .transform((url) => new URL(url).origin)
      .optional(),
    /** Basic authentication Adyen sends with its webhooks, when set in the customer area (both or neither). */
    ADYEN_NOTIFICATION_USERNAME: z.string().min(1).optional(),
    ADYEN_NOTIFICATION_PASSWORD: z.string().min(8).optional(),
    /** Signs and checks payment callbacks (HMAC-SHA256); derived from the Payload secret when unset. */
    PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
    /** How old (or how far in the future) a signed callback's timestamp may be, in seconds. */
    PAYMENT_CALLBACK_TOLERANCE_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
    /**
     * SMTP server for customer e-mails (smtp:// or smtps://, credentials in the URL); unset = outbox folder.
     * Connection, greeting and socket timeouts are added to its query unless it names them (ADR 017).
     */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/ })
      .transform(withSmtpTimeouts)
      .optional(),
    /** Sender of customer e-mails. */
    MAIL_FROM: z.string().min(3).default('Vegur Car Rental <bookings@vegur.is>'),
    /** Manage booking: a confirmed booking may be cancelled online free of charge until this many hours before pickup. */
    FREE_CANCELLATION_HOURS: z.coerce.number().int().min(0).max(720).default(48),
    /** Bookings console: agents refund up to this many krónur (ISK, as cards are charged) on their own; more needs a manager. */
    STAFF_REFUND_LIMIT_ISK: z.coerce.number().int().min(0).max(100_000_000).default(50_000),
    /** Redis for the rate limiters shared by every app server (redis:// or rediss://); unset = this process's memory. */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** Proxies in front of the app that append to X-Forwarded-For; 0 = the socket address is the client (ADR 007). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Cars one visitor may hold at once (chosen, or saved to pay now and not paid yet). */
    HOLDS_PER_VISITOR: z.coerce.number().int().min(1).max(100).default(MAX_HOLDS_PER_VISITOR),
    /** Cars one client address may hold at once. */
    HOLDS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(MAX_HOLDS_PER_ADDRESS),
    /** Refused cards an hour on one booking, one client address or one card before payments are refused unseen. */
    CARD_DECLINES_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
    /** reCAPTCHA site key (public) for the sales forms; with the secret and version it replaces the built-in bot check. */
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    /** reCAPTCHA secret, checked against Google's siteverify. */
    RECAPTCHA_SECRET: z.string().min(1).optional(),
    /** reCAPTCHA kind: `v2` (invisible) or `enterprise`. */
    RECAPTCHA_VERSION: z.enum(RECAPTCHA_VERSIONS).optional(),
    /** Where the sales side's staff e-mails go (new offer, inquiry, trade-in); unset = Company information's e-mail. */
    SALES_STAFF_EMAIL: z.email().optional(),
    /** Header in which a proxy or CDN in front of the app names the visitor's country (e.g. cf-ipcountry); unset = none. */
    GEO_COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'a header name')
      .transform((name) => name.toLowerCase())
      .optional(),
    /** IP-to-country service, `{ip}` standing for the visitor's address; answers a two-letter code (text or JSON). */
    GEO_COUNTRY_URL: z
      .url({ protocol: /^https?$/ })
      .refine((url) => url.includes('{ip}'), 'the address must contain {ip}')
      .optional(),
    /** Sales forms one client address may send per hour (built-in bot check). */
    SALE_FORMS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
    /**
     * S3-compatible object storage for uploaded files (ADR 023): the bucket switches it on; unset =
     * the local disk under DATA_DIR (the demo). The other S3_* settings need it.
     */
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
      .optional(),
    /** The bucket's region (any value for most S3-compatible servers). */
    S3_REGION: z.string().min(1).optional(),
    /** The storage's address for a service other than AWS (MinIO, R2, Spaces…); unset = AWS S3. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** An access key for the bucket, with its secret (both or neither: neither = the AWS SDK's own chain, e.g. an instance role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Address the bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted servers need. */
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    /** Test only (npm run test:faults): the process kills itself at this point (src/server/faults). Never set in production. */
    VEGUR_FAULT_KILL_AT: z.enum(FAULT_POINT_NAMES).optional(),
  })
  .superRefine((values, context) => {
    const settings = botCheckSettings({
      siteKey: values.RECAPTCHA_SITE_KEY,
      secret: values.RECAPTCHA_SECRET,
      version: values.RECAPTCHA_VERSION,
    })
    if (!settings.isOk) context.addIssue({ code: 'custom', path: ['RECAPTCHA_SITE_KEY'], message: settings.message })
    for (const problem of adyenProblems(values)) context.addIssue({ code: 'custom', ...problem })
    for (const problem of s3Problems(values)) context.addIssue({ code: 'custom', ...problem })
  })

/** The S3 settings go together: the bucket with any other, the key with its secret. */
export function s3Problems(values: {
  S3_BUCKET?: string | undefined
  S3_REGION?: string | undefined
  S3_ENDPOINT?: string | undefined
  S3_ACCESS_KEY_ID?: string | undefined
  S3_SECRET_ACCESS_KEY?: string | undefined
  S3_FORCE_PATH_STYLE?: boolean | undefined
}): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = []
  const others = [
    values.S3_REGION,
    values.S3_ENDPOINT,
    values.S3_ACCESS_KEY_ID,
    values.S3_SECRET_ACCESS_KEY,
    values.S3_FORCE_PATH_STYLE,
  ]
  if (values.S3_BUCKET === undefined && others.some((value) => value !== undefined)) {
    problems.push({ path: ['S3_BUCKET'], message: 'required with the other S3_* settings' })
  }
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push({ path: ['S3_ACCESS_KEY_ID'], message: 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together' })
  }
  return problems
}

/** Adyen's settings go together: all three keys or none, live with its URL prefix, basic auth in pairs. */
export function adyenProblems(values: {
  ADYEN_API_KEY?: string | undefined
  ADYEN_MERCHANT_ACCOUNT?: string | undefined
  ADYEN_HMAC_KEY?: string | undefined
  ADYEN_ENVIRONMENT: 'test' | 'live'
  ADYEN_LIVE_URL_PREFIX?: string | undefined
  ADYEN_STAND_IN_URL?: string | undefined
  ADYEN_NOTIFICATION_USERNAME?: string | undefined
  ADYEN_NOTIFICATION_PASSWORD?: string | undefined
  PAYMENT_PROVIDER?: 'gateway' | 'adyen' | undefined
}): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = []
  const keys = [values.ADYEN_API_KEY, values.ADYEN_MERCHANT_ACCOUNT, values.ADYEN_HMAC_KEY]
  const isSet = keys.every((key) => key !== undefined)
  if (!isSet && keys.some((key) => key !== undefined)) {
    problems.push({
      path: ['ADYEN_API_KEY'],
      message: 'set ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT and ADYEN_HMAC_KEY together, or none of them',
    })
  }
  if (isSet && values.ADYEN_ENVIRONMENT === 'live' && !values.ADYEN_LIVE_URL_PREFIX) {
    problems.push({ path: ['ADYEN_LIVE_URL_PREFIX'], message: 'required when ADYEN_ENVIRONMENT is live' })
  }
  if (values.ADYEN_STAND_IN_URL !== undefined && values.ADYEN_ENVIRONMENT !== 'test') {
    problems.push({ path: ['ADYEN_STAND_IN_URL'], message: 'a local stand-in of the test platform only' })
  }
  if ((values.ADYEN_NOTIFICATION_USERNAME === undefined) !== (values.ADYEN_NOTIFICATION_PASSWORD === undefined)) {
    problems.push({ path: ['ADYEN_NOTIFICATION_USERNAME'], message: 'set the username and password together' })
  }
  if (values.PAYMENT_PROVIDER === 'adyen' && !isSet) {
    problems.push({
      path: ['PAYMENT_PROVIDER'],
      message: 'adyen needs ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT and ADYEN_HMAC_KEY',
    })
  }
  return problems
}

export type Env = z.infer<typeof envSchema>

function parseEnv(): Env {
  // An empty variable counts as unset, as in most deploy tools.
  const source = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment variables:\n${problems.join('\n')}`)
  }
  return parsed.data
}

export const env = parseEnv()

export const dataDir = path.resolve(env.DATA_DIR)

export const sqlitePath = path.resolve(
  env.SQLITE_PATH ?? path.join(dataDir, env.NODE_ENV === 'production' ? 'vegur.db' : `vegur-${env.NODE_ENV}.db`),
)

export const payloadSecret = env.PAYLOAD_SECRET ?? readOrCreateSecret()

/** The payment callback secret: PAYMENT_WEBHOOK_SECRET, else one derived from the Payload secret. */
export const paymentWebhookSecret =
  env.PAYMENT_WEBHOOK_SECRET ?? createHmac('sha256', payloadSecret).update('vegur:payment-webhook').digest('hex')

/** Adyen's settings when they are set (never logged: they hold the API key and the HMAC key). */
export type AdyenSettings = {
  readonly apiKey: string
  readonly merchantAccount: string
  readonly hmacKey: string
  readonly environment: 'test' | 'live'
  readonly liveUrlPrefix: string | undefined
  /** Tests only: the origin of a local stand-in that answers for Adyen's test platform (ADYEN_STAND_IN_URL). */
  readonly standInOrigin: string | undefined
  readonly notificationAuth: { readonly username: string; readonly password: string } | undefined
}

export const adyenSettings: AdyenSettings | undefined =
  env.ADYEN_API_KEY && env.ADYEN_MERCHANT_ACCOUNT && env.ADYEN_HMAC_KEY
    ? {
        apiKey: env.ADYEN_API_KEY,
        merchantAccount: env.ADYEN_MERCHANT_ACCOUNT,
        hmacKey: env.ADYEN_HMAC_KEY,
        environment: env.ADYEN_ENVIRONMENT,
        liveUrlPrefix: env.ADYEN_LIVE_URL_PREFIX,
        standInOrigin: env.ADYEN_STAND_IN_URL,
        notificationAuth:
          env.ADYEN_NOTIFICATION_USERNAME && env.ADYEN_NOTIFICATION_PASSWORD
            ? { username: env.ADYEN_NOTIFICATION_USERNAME, password: env.ADYEN_NOTIFICATION_PASSWORD }
            : undefined,
      }
    : undefined

/** The provider new payments use: PAYMENT_PROVIDER, else Adyen when it is set up, else the built-in gateway. */
export const paymentProviderName: 'gateway' | 'adyen' = env.PAYMENT_PROVIDER ?? (adyenSettings ? 'adyen' : 'gateway')

/** Where uploaded files are kept when S3_BUCKET is set (never logged: it may hold the secret key). */
export type S3Settings = {
  readonly bucket: string
  readonly region: string
  readonly endpoint: string | undefined
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined
  readonly forcePathStyle: boolean
}

export const s3Settings: S3Settings | undefined = env.S3_BUCKET
  ? {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'us-east-1',
      endpoint: env.S3_ENDPOINT,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    }
  : undefined

/** Customer e-mails land here as .eml files when SMTP_URL is unset. */
export const outboxDir = path.join(dataDir, 'outbox')

function readOrCreateSecret(): string {
  const file = path.join(dataDir, 'payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
