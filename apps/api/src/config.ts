import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';
import { AUTH_RATE_LIMIT_PER_MINUTE_DEFAULT } from '@vocakey/shared/limits';
import { REPO_ROOT } from './paths.ts';

const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

const DEFAULT_SECRET_MARK = 'change-me';

/** Every setting the server reads from its environment; `.env.example` and the README table mirror it. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(AUTH_RATE_LIMIT_PER_MINUTE_DEFAULT),
  TRUST_PROXY: booleanString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_ACCOUNTS: z.enum(['auto', 'true', 'false']).default('auto'),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** The public address of the web app, for links in mails. */
  APP_URL: z.url().default('http://localhost:3000'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Vocakey <no-reply@vocakey.vn>'),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z
    .string()
    .default('https://accounts.google.com,accounts.google.com')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
  /** The first administrator, created (or promoted) at start-up when both are set. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
});

export type RawConfig = z.infer<typeof configSchema>;
export interface Config extends Omit<RawConfig, 'JWT_SECRET' | 'SEED_DEMO_ACCOUNTS'> {
  JWT_SECRET: string;
  seedDemoAccounts: boolean;
  isProduction: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and checks the environment. Every problem is listed at once, so a wrong deployment is fixed in one go.
 * Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR, so tokens survive restarts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction) {
    if (!raw.JWT_SECRET) problems.push('JWT_SECRET: required in production (at least 32 characters)');
    else if (raw.JWT_SECRET.includes(DEFAULT_SECRET_MARK)) problems.push('JWT_SECRET: still the example value');
    if (raw.SEED_DEMO_ACCOUNTS === 'true')
      problems.push('SEED_DEMO_ACCOUNTS: demo accounts are never created in production');
  }
  if (Boolean(raw.FACEBOOK_APP_ID) !== Boolean(raw.FACEBOOK_APP_SECRET)) {
    problems.push('FACEBOOK_APP_ID and FACEBOOK_APP_SECRET: set both or neither');
  }
  if (Boolean(raw.ADMIN_EMAIL) !== Boolean(raw.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  if (problems.length) throw new ConfigError(problems);
  const { JWT_SECRET, SEED_DEMO_ACCOUNTS, ...rest } = raw;
  return {
    ...rest,
    DATA_DIR: path.resolve(raw.DATA_DIR),
    JWT_SECRET: JWT_SECRET ?? localSecret(path.resolve(raw.DATA_DIR)),
    seedDemoAccounts: !isProduction && SEED_DEMO_ACCOUNTS !== 'false',
    isProduction,
  };
}

function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
