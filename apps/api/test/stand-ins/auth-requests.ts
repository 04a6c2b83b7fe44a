import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { errorEnvelopeSchema } from '@vocakey/shared/envelope';
import type { ErrorCode } from '@vocakey/shared/errors';
import type { App } from '../../src/app.ts';
import type { TestApp } from '../helpers.ts';

/** Shared by the auth and admin tests: calls, the test-only "who am I" route, and error checks. */

export const PASSWORD = 'Secret123';

/** A route that needs a live session, added before the app is ready (it does not depend on other features). */
export const WHO_AM_I = '/api/test/WhoAmI';
export function addWhoAmI(app: App) {
  app.get(WHO_AM_I, { preHandler: app.authenticate }, async (req) => ({ success: true, data: req.user }));
}

let nextAddress = 0;
/** A client address of its own, so a test is not counted with the others by the per-address rate limits. */
export const freshIp = () =>
  `10.${Math.floor(nextAddress / 60000) % 250}.${Math.floor(nextAddress / 250) % 240}.${(nextAddress++ % 250) + 1}`;

export interface CallOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export function post(t: TestApp, path: string, payload?: unknown, options: CallOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${path}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: options.ip ?? freshIp(),
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });
}

export function get(t: TestApp, url: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress: freshIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Checks status, code and envelope; returns the parsed error. */
export function expectError(res: LightMyRequestResponse, status: number, code: ErrorCode) {
  expect({ status: res.statusCode, code: res.json().errorMessage }).toEqual({ status, code });
  return errorEnvelopeSchema.parse(res.json());
}

export function expectFields(res: LightMyRequestResponse, fields: Record<string, string>) {
  const error = expectError(res, 400, 'VALIDATION_FAILED');
  expect(error.errors).toEqual(fields);
}

/** The token of a signed-in response. */
export function tokenOf(res: LightMyRequestResponse): string {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ success: true; data: { token: string; completePercentage: number } }>();
  expect(body.success).toBe(true);
  return body.data.token;
}

let nextEmail = 0;
export const freshEmail = (name = 'user') => `${name}.${Date.now().toString(36)}.${nextEmail++}@example.com`;

export async function registerUser(
  t: TestApp,
  email = freshEmail(),
  extra: Record<string, unknown> = {},
): Promise<{ email: string; token: string }> {
  const res = await post(t, 'LearnerRegister', { email, password: PASSWORD, confirmPassword: PASSWORD, ...extra });
  return { email, token: tokenOf(res) };
}

export const login = (t: TestApp, email: string, password = PASSWORD, options: CallOptions = {}) =>
  post(t, 'LearnerLogin', { email, password }, options);
