import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads; README documents each one. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  MERCHANT_CODE: z.string().regex(/^[A-Z0-9_]{2,20}$/, 'uppercase letters, digits and _').default('LUCKY'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Hops of reverse proxies whose X-Forwarded-For is trusted (0 = none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Header carrying the visitor's country, set by a trusted proxy or CDN (e.g. cf-ipcountry). */
  COUNTRY_HEADER: z.string().regex(/^[a-z0-9-]+$/, 'a lowercase header name').optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  /** How long a device stays remembered after a login with the password and "remember me" (using it does not extend it). */
  REMEMBER_ME_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SEED_DEMO: booleanFlag.default(true),
  /** Lets an admin move the server's clock forward (end-to-end tests and demos of settlement); never in production. */
  CLOCK_CONTROL: booleanFlag.default(false),
  /** How long answers of the public game list are shared between visitors (0 = not cached). */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Body size limit for JSON requests, in bytes. */
  BODY_LIMIT: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(64 * 1024),
});

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; the error names every variable that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const relevant = Object.fromEntries(Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const result = configSchema.safeParse(relevant);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(relevant[String(issue.path[0])])})`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
