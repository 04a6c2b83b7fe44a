import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createMailer, type Mailer } from '../lib/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const mailer = createMailer({ db: app.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['database'] },
);
