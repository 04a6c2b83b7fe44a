import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const SECRET = 'a-production-secret-that-is-long-enough-0123456789';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('loadConfig accepted an invalid environment');
}

describe('loadConfig', () => {
  it('requires JWT_SECRET in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/vocakey' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^JWT_SECRET: /);
  });

  it('rejects the example secret and demo accounts in production, both at once', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      JWT_SECRET: 'change-me-change-me-change-me-change-me',
      SEED_DEMO_ACCOUNTS: 'true',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^JWT_SECRET: .*example/),
      expect.stringMatching(/^SEED_DEMO_ACCOUNTS: /),
    ]);
  });

  it('lists an invalid PORT', () => {
    const problems = problemsOf({ NODE_ENV: 'production', JWT_SECRET: SECRET, PORT: 'eighty' });
    expect(problems).toEqual([expect.stringMatching(/^PORT: /)]);
    expect(problemsOf({ JWT_SECRET: SECRET, PORT: '70000' })).toEqual([expect.stringMatching(/^PORT: /)]);
  });

  it('lists every problem of the environment in one error', () => {
    const problems = problemsOf({
      PORT: '-1',
      DATABASE_URL: 'mysql://db/vocakey',
      LOG_LEVEL: 'loud',
      JWT_SECRET: 'short',
      CORS_ORIGINS: 'not a url',
    });
    const fields = problems.map((p) => p.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'JWT_SECRET']));
    expect(fields.some((f) => f?.startsWith('CORS_ORIGINS'))).toBe(true);
    let message = '';
    try {
      loadConfig({ PORT: '-1', LOG_LEVEL: 'loud' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
  });

  it('accepts a complete production environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      DATABASE_URL: 'postgres://db/vocakey',
      PORT: '8080',
      CORS_ORIGINS: 'https://vocakey.vn, https://www.vocakey.vn',
    });
    expect(config).toMatchObject({
      isProduction: true,
      PORT: 8080,
      JWT_SECRET: SECRET,
      seedDemoAccounts: false,
      CORS_ORIGINS: ['https://vocakey.vn', 'https://www.vocakey.vn'],
    });
  });
});
