import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * The demo's values of the server's secrets. They are in this public source, so they protect
 * nothing: the demo (SEED_DEMO on and NODE_ENV not production) falls back to them, anywhere else the
 * server refuses to start until each variable holds a secret of its own.
 */
export const DEMO_SECRETS = {
  /** Key of the HMAC that stores captcha answers. */
  CAPTCHA_SECRET: 'lucky-demo-captcha-secret-not-for-production',
  /** Root key of the built-in sandbox payment gateway's callback signatures. */
  SANDBOX_GATEWAY_SECRET: 'sandbox-demo-secret-0123456789',
} as const;
type SecretName = keyof typeof DEMO_SECRETS;
const SECRET_NAMES = Object.keys(DEMO_SECRETS) as SecretName[];
const secret = z.string().min(32, 'at least 32 characters; make one with `openssl rand -hex 32`').optional();

/** Every environment variable the server reads; README documents each one. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** A streaming read replica of DATABASE_URL: report and record pages read there while its lag is within the bound. */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Above this replay lag (milliseconds) report and record pages read from the primary instead of the replica. */
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  MERCHANT_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{2,20}$/, 'uppercase letters, digits and _')
    .default('LUCKY'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Hops of reverse proxies whose X-Forwarded-For is trusted (0 = none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Header carrying the visitor's country, set by a trusted proxy or CDN (e.g. cf-ipcountry). */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a lowercase header name')
    .optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** How long a device stays remembered after a login with the password and "remember me" (using it does not extend it). */
  REMEMBER_ME_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SEED_DEMO: booleanFlag.default(true),
  /** Lets an admin move the server's clock forward (end-to-end tests and demos of settlement); never in production. */
  CLOCK_CONTROL: booleanFlag.default(false),
  /**
   * How long answers of the public game lists are shared between visitors (0 = not cached). Every change made through
   * the server drops them at once on every instance (lib/cache/), so this only bounds changes made behind its back.
   */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(30_000),
  /** How long a game vendor's previous wallet secret still signs after a rotation that names no grace of its own. */
  VENDOR_SECRET_GRACE_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 7)
    .default(24),
  /** Body size limit for JSON requests, in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(64 * 1024),
  /** `production` turns the demo fallbacks off even when SEED_DEMO is on. */
  NODE_ENV: z.string().optional(),
  CAPTCHA_SECRET: secret,
  SANDBOX_GATEWAY_SECRET: secret,
  /** Bearer token that opens /metrics; without it /metrics is a 404 like any unknown path. */
  METRICS_TOKEN: secret,
  /** How long /readyz waits for the database and Redis before calling them down. */
  READY_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1000),
  /** After SIGTERM, how long /readyz answers 503 while requests are still served (the load balancer's check interval). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** After SIGTERM and the drain, how long in-flight requests and job passes may take before connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
});

/** The demo: seeded demo data and not production. Only there may a secret be missing (its demo value is used). */
export const isDemoConfig = (config: { SEED_DEMO: boolean; NODE_ENV?: string | undefined }): boolean =>
  config.SEED_DEMO && config.NODE_ENV !== 'production';

const checkedConfigSchema = configSchema
  .superRefine((config, ctx) => {
    if (isDemoConfig(config)) return;
    const published: string[] = Object.values(DEMO_SECRETS);
    for (const name of SECRET_NAMES) {
      const value = config[name];
      if (value !== undefined && !published.includes(value)) continue;
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `${value === undefined ? 'required' : 'the published demo value is not a secret'} outside the demo (SEED_DEMO=false or NODE_ENV=production): set ${name} to a random secret of at least 32 characters, e.g. \`openssl rand -hex 32\``,
      });
    }
  })
  .transform((config) => ({
    ...config,
    CAPTCHA_SECRET: config.CAPTCHA_SECRET ?? DEMO_SECRETS.CAPTCHA_SECRET,
    SANDBOX_GATEWAY_SECRET: config.SANDBOX_GATEWAY_SECRET ?? DEMO_SECRETS.SANDBOX_GATEWAY_SECRET,
  }));

export type AppConfig = z.infer<typeof checkedConfigSchema>;

export class ConfigError extends Error {}

/** Parses the environment; the error names every variable that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const relevant = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = checkedConfigSchema.safeParse(relevant);
  if (result.success) return result.data;
  // A secret's value is never echoed: the message may end up in a log.
  const shown = (key: string) =>
    (SECRET_NAMES.includes(key as SecretName) || key === 'METRICS_TOKEN') && relevant[key] !== undefined
      ? 'a value not shown'
      : JSON.stringify(relevant[key]);
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${shown(String(issue.path[0]))})`,
  );
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
