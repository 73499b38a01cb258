import { z } from 'zod';

/** Empty strings in the environment mean "not set" (a blank line in a .env file must not count as a value). */
const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
  EXTENSION_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    ),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
});

type Env = z.infer<typeof envSchema>;
/** The names of the environment variables the server reads. */
export type EnvName = keyof z.input<typeof envSchema>;

export type Config = Omit<Env, 'PUBLIC_URL' | 'SEED_DEMO'> & {
  /** The site's origin without a trailing slash, e.g. http://localhost:3000. */
  PUBLIC_URL: string;
  /** Never true in production, whatever the environment says. */
  SEED_DEMO: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at start; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return { ...e, PUBLIC_URL: publicUrl, SEED_DEMO: production ? false : (e.SEED_DEMO ?? true) };
}
