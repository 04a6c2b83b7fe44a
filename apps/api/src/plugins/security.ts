import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';
import type { Config } from '../config.ts';

/**
 * Third-party origins the sign-in screens load scripts and frames from, allowed only when that sign-in is
 * configured (Google Identity Services, the Facebook JS SDK, reCAPTCHA v2).
 */
export function thirdPartySources(config: Config) {
  const script: string[] = [];
  const frame: string[] = [];
  const connect: string[] = [];
  const style: string[] = [];
  const img: string[] = [];
  if (config.GOOGLE_CLIENT_ID) {
    script.push('https://accounts.google.com/gsi/client');
    frame.push('https://accounts.google.com/gsi/');
    connect.push('https://accounts.google.com/gsi/');
    style.push('https://accounts.google.com/gsi/style');
  }
  if (config.FACEBOOK_APP_ID) {
    script.push('https://connect.facebook.net');
    frame.push('https://www.facebook.com', 'https://web.facebook.com');
    connect.push('https://graph.facebook.com', 'https://www.facebook.com');
    img.push('https://www.facebook.com');
  }
  if (config.RECAPTCHA_SITE_KEY) {
    script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frame.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
  }
  return { script, frame, connect, style, img };
}

/** Runs helmet once on a stand-in response and keeps the headers it sets: they never change per request. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, () => {});
  return headers;
}

/** What any answer needs; the page-only headers (CSP, frame and opener policies) go with HTML pages only. */
const API_HEADER_NAMES = [
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/**
 * Security headers from helmet with a CSP the web app passes (Mantine writes its CSS variables in a <style> tag,
 * hence inline styles are allowed; scripts only from our origin). They are computed once at start-up and set in
 * one hook (running helmet per request cost a third of the API's throughput); API answers carry only the headers
 * that apply to JSON. CORS is closed unless CORS_ORIGINS names origins.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const extra = thirdPartySources(config);
    const pageHeaders = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...extra.script],
          styleSrc: ["'self'", "'unsafe-inline'", ...extra.style],
          imgSrc: ["'self'", 'data:', 'blob:', ...extra.img],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...extra.connect],
          frameSrc: extra.frame.length ? extra.frame : ["'none'"],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Google's and Facebook's sign-in open popups that must be able to answer this window.
      crossOriginOpenerPolicy: {
        policy: config.GOOGLE_CLIENT_ID || config.FACEBOOK_APP_ID ? 'same-origin-allow-popups' : 'same-origin',
      },
      // Google Identity Services checks the page's origin from the referrer.
      referrerPolicy: { policy: config.GOOGLE_CLIENT_ID ? 'strict-origin-when-cross-origin' : 'no-referrer' },
      hsts: config.isProduction,
    });
    const apiHeaders = Object.fromEntries(
      Object.entries(pageHeaders).filter(([name]) => API_HEADER_NAMES.includes(name)),
    );
    app.addHook('onSend', async (_request, reply) => {
      // Pages get the whole set; scripts, styles, fonts, images and JSON only what applies to them (on a phone's
      // first visit that is ~40 responses, each ~0.8 KB lighter). The API docs page sets its own CSP.
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) reply.headers(pageHeaders);
      else reply.headers(apiHeaders);
    });
    await app.register(cors, {
      origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
      credentials: false,
    });
  },
  { name: 'security' },
);
