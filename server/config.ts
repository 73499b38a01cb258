import { z } from 'zod';
import { parseProxyEntry } from './http/client-address.ts';

/** Empty strings in the environment mean "not set" (a blank line in a .env file must not count as a value). */
const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A comma-separated list; blanks dropped. */
const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('.data'),
  SEED_DEMO: z.preprocess((v) => (v === '' ? undefined : v), booleanFlag.optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Skimly <no-reply@skimly.dev>'),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_URL: optionalUrl,
  TEST_CHECKOUT_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  EXTENSION_ORIGINS: list,
  /** The extension's Chrome Web Store listing; unset means the store's search for the product (decision 174). */
  EXTENSION_STORE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https$/, hostname: /^chromewebstore\.google\.com$/ }).optional(),
  ),
  TRUST_PROXY: list.refine((entries) => entries.every((e) => parseProxyEntry(e) !== null), {
    message: 'expected IP addresses or CIDR subnets separated by commas, e.g. 10.0.0.2,10.1.0.0/16',
  }),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  TEST_MODE: z.preprocess((v) => (v === '' ? undefined : v), booleanFlag.optional()),
  /** Who writes summaries (decision 220): the offline extractive summariser, or a model behind an API. */
  SUMMARY_PROVIDER: z.enum(['extractive', 'openai-compatible', 'anthropic']).default('extractive'),
  /** The provider's API address: required for openai-compatible (e.g. http://localhost:11434/v1 for Ollama). */
  SUMMARY_BASE_URL: optionalUrl,
  /** The provider's key; never logged, never sent to a client. */
  SUMMARY_API_KEY: optional,
  SUMMARY_MODEL: optional,
  /** A provider call that has not finished in this long fails with provider_timeout. */
  SUMMARY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(90_000),
  /** Characters of transcript one model call reads; longer transcripts are summarised in parts. */
  SUMMARY_PART_CHARS: z.coerce.number().int().min(1000).max(1_000_000).default(24_000),
  SUMMARY_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(64_000).default(2048),
  /** Longer transcripts (characters of text) fail with too_long. */
  SUMMARY_MAX_CHARS: z.coerce.number().int().min(1000).max(20_000_000).default(600_000),
  /** Largest body of POST /api/summaries/generate (a three-hour transcript is about 400 KiB). */
  SUMMARY_BODY_LIMIT_BYTES: z.coerce.number().int().min(65_536).max(33_554_432).default(2_097_152),
  /** Summaries a day per plan with the server's summariser (decision 222). */
  SUMMARY_DAILY_BASIC: z.coerce.number().int().min(0).max(1_000_000).default(5),
  SUMMARY_DAILY_PREMIUM: z.coerce.number().int().min(0).max(1_000_000).default(100),
});

type Env = z.infer<typeof envSchema>;
/** The names of the environment variables the server reads. */
export type EnvName = keyof z.input<typeof envSchema>;

export type Config = Omit<Env, 'PUBLIC_URL' | 'SEED_DEMO' | 'TEST_MODE'> & {
  /** The site's origin without a trailing slash, e.g. http://localhost:3000. */
  PUBLIC_URL: string;
  /** Never true in production, whatever the environment says. */
  SEED_DEMO: boolean;
  /**
   * Payments through the built-in TEST MODE checkout (no Stripe key), with a banner on every page.
   * The default outside production; production needs it asked for by name (TEST_MODE=true).
   */
  TEST_MODE: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const ASK_FOR_TEST_MODE = 'or set TEST_MODE=true to run with the TEST MODE checkout and the e-mail outbox';

/**
 * What a deployment cannot run without. Production must take real payments and send real e-mail
 * unless TEST MODE is asked for by name: a forgotten Stripe key must not make Premium free, and a
 * forgotten SMTP_URL must not leave reset links in a folder (docs/decisions: production refuses to start).
 */
function missingSettings(e: Env, raw: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const production = e.NODE_ENV === 'production';
  if (e.SUMMARY_PROVIDER !== 'extractive' && !e.SUMMARY_MODEL) {
    problems.push(`SUMMARY_MODEL: required when SUMMARY_PROVIDER=${e.SUMMARY_PROVIDER}`);
  }
  if (e.SUMMARY_PROVIDER === 'openai-compatible' && !e.SUMMARY_BASE_URL) {
    problems.push('SUMMARY_BASE_URL: required when SUMMARY_PROVIDER=openai-compatible');
  }
  if (e.SUMMARY_PROVIDER === 'anthropic' && !e.SUMMARY_API_KEY) {
    problems.push('SUMMARY_API_KEY: required when SUMMARY_PROVIDER=anthropic');
  }
  if (e.TEST_MODE === true && e.STRIPE_SECRET_KEY) {
    problems.push('TEST_MODE: cannot be true while STRIPE_SECRET_KEY is set (choose one way to take payments)');
  }
  if (e.TEST_MODE === false && !e.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_SECRET_KEY: required when TEST_MODE=false');
  }
  if (!production) return problems;
  if (!e.PUBLIC_URL) problems.push("PUBLIC_URL: required in production (the site's https origin)");
  else if (!isHttpsOrLoopback(e.PUBLIC_URL)) {
    problems.push('PUBLIC_URL: must be an https address in production (http only for localhost)');
  }
  // Asked for by name, exactly: TEST_MODE=1 or =yes must not turn a production start into a free one.
  const testMode = raw.TEST_MODE?.trim();
  if (testMode && testMode !== 'true' && testMode !== 'false') {
    problems.push('TEST_MODE: production accepts only TEST_MODE=true or TEST_MODE=false');
  }
  if (e.TEST_MODE === true) return problems;
  if (!e.STRIPE_SECRET_KEY) problems.push(`STRIPE_SECRET_KEY: required in production, ${ASK_FOR_TEST_MODE}`);
  if (!e.STRIPE_WEBHOOK_SECRET) problems.push(`STRIPE_WEBHOOK_SECRET: required in production, ${ASK_FOR_TEST_MODE}`);
  if (!e.SMTP_URL) {
    problems.push(`SMTP_URL: required in production${e.STRIPE_SECRET_KEY ? '' : `, ${ASK_FOR_TEST_MODE}`}`);
  }
  return problems;
}

/**
 * Production's origin is https (issue 26.9): Secure cookies, HSTS and the links in e-mails depend
 * on it. A loopback origin (a deployment tried on one machine, the test servers) may be http, as
 * browsers treat it as secure.
 */
function isHttpsOrLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:') return true;
  return protocol === 'http:' && (hostname === 'localhost' || hostname === '[::1]' || /^127\./.test(hostname));
}

/** Parses the environment once at start; throws ConfigError naming every bad or missing variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const missing = missingSettings(e, env);
  if (missing.length > 0) throw new ConfigError(missing);
  const production = e.NODE_ENV === 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    ...e,
    PUBLIC_URL: publicUrl,
    SEED_DEMO: production ? false : (e.SEED_DEMO ?? true),
    TEST_MODE: e.TEST_MODE ?? !e.STRIPE_SECRET_KEY,
  };
}
