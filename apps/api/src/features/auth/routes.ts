import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authConfigSchema,
  authResultSchema,
  checkResetPasswordSchema,
  checkResetResultSchema,
  facebookLoginSchema,
  forgotPasswordSchema,
  googleLoginSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@vocakey/shared/auth';
import { successEnvelope } from '@vocakey/shared/envelope';
import { createBackgroundMailer } from './background-mail.ts';
import { createFacebookVerifier } from './facebook.ts';
import { createGoogleVerifier } from './google.ts';
import { checkResetPassword, forgotPassword, resetPassword } from './password-reset.ts';
import { authConfig, dummyPasswordHash, login, logout, register, type ClientInfo } from './service.ts';
import { facebookLogin, googleLogin } from './social-login.ts';

const tags = ['Auth'];
const done = successEnvelope(z.null());

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  await dummyPasswordHash(); // computed once at start, so the first unknown-email sign-in is not faster
  const google = createGoogleVerifier(config);
  const facebook = createFacebookVerifier(config);
  const sendMail = createBackgroundMailer(app);
  if (config.RECAPTCHA_SECRET && !config.RECAPTCHA_SITE_KEY) {
    app.log.warn('RECAPTCHA_SECRET is set without RECAPTCHA_SITE_KEY: the web app cannot show the captcha');
  }

  const ctx = (req: FastifyRequest) => ({ db: app.db, config, log: req.log });
  const client = (req: FastifyRequest): ClientInfo => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
  // Per client address (the socket's, unless TRUST_PROXY says a proxy in front tells the truth), per route.
  const perAddress = {
    rateLimit: {
      max: config.AUTH_RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (req: FastifyRequest) => req.ip,
    },
  };

  app.post(
    '/auth/LearnerRegister',
    {
      schema: {
        tags,
        summary: 'Sign up with email and password (a trial learner), signed in at once',
        body: registerSchema,
        response: { 200: successEnvelope(authResultSchema) },
      },
      config: perAddress,
    },
    async (req) => ({ success: true as const, data: await register(ctx(req), req.body, client(req)) }),
  );

  app.post(
    '/auth/LearnerLogin',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password (INVALID_LOGIN, ACCOUNT_LOCKED, USER_DEACTIVED)',
        body: loginSchema,
        response: { 200: successEnvelope(authResultSchema) },
      },
      config: perAddress,
    },
    async (req) => ({ success: true as const, data: await login(ctx(req), req.body, client(req)) }),
  );

  app.post(
    '/auth/GoogleLogin',
    {
      schema: {
        tags,
        summary: 'Sign in or up with a Google ID token (404 when Google sign-in is not configured)',
        body: googleLoginSchema,
        response: { 200: successEnvelope(authResultSchema) },
      },
      config: perAddress,
    },
    async (req) => ({ success: true as const, data: await googleLogin(ctx(req), google, req.body, client(req)) }),
  );

  app.post(
    '/auth/FacebookLogin',
    {
      schema: {
        tags,
        summary: 'Sign in or up with a Facebook access token (404 when Facebook sign-in is not configured)',
        body: facebookLoginSchema,
        response: { 200: successEnvelope(authResultSchema) },
      },
      config: perAddress,
    },
    async (req) => ({
      success: true as const,
      data: await facebookLogin(ctx(req), facebook, req.body, client(req)),
    }),
  );

  app.post(
    '/auth/ForgotPassword',
    {
      schema: {
        tags,
        summary: 'Mail a reset code and link (always answers success)',
        body: forgotPasswordSchema,
        response: { 200: done },
      },
      config: perAddress,
    },
    async (req) => {
      await forgotPassword(ctx(req), req.body, client(req), sendMail);
      return { success: true as const, data: null };
    },
  );

  app.post(
    '/auth/CheckResetPassword',
    {
      schema: {
        tags,
        summary: 'Check a reset link token, or an email with its code (OTP_INVALID)',
        body: checkResetPasswordSchema,
        response: { 200: successEnvelope(checkResetResultSchema) },
      },
      config: perAddress,
    },
    async (req) => ({ success: true as const, data: await checkResetPassword(ctx(req), req.body) }),
  );

  app.post(
    '/auth/ResetPassword',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token or code; ends every session of the account',
        body: resetPasswordSchema,
        response: { 200: done },
      },
      config: perAddress,
    },
    async (req) => {
      await resetPassword(ctx(req), req.body);
      return { success: true as const, data: null };
    },
  );

  app.post(
    '/auth/Logout',
    {
      schema: { tags, summary: 'End this session', response: { 200: done } },
      preHandler: app.authenticate,
    },
    async (req) => {
      await logout(ctx(req), req.user!.sessionId);
      return { success: true as const, data: null };
    },
  );

  app.get(
    '/auth/Config',
    {
      schema: {
        tags,
        summary: 'Which sign-in providers are configured (null: hide the button)',
        response: { 200: successEnvelope(authConfigSchema) },
      },
    },
    async () => ({ success: true as const, data: authConfig(config) }),
  );
};

export default authRoutes;
