import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for (password-reset, ...), for the outbox list. */
  kind: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Sends mail over SMTP_URL with nodemailer and records every mail in mail_outbox (the body only when it was not
 * sent, since it may hold a live code). Without SMTP_URL the
 * outbox is the development inbox: the mail is stored and a line says so in the log (with `devNote`, e.g. the
 * code, which only ever appears in the log when no SMTP server is configured).
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      let sentAt: Date | null = null;
      if (transport) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        sentAt = new Date();
      }
      // A mail that really left keeps no body here: it may hold a live one-time code or link.
      const kept = sentAt ? { ...mail, text: '', html: '' } : mail;
      await options.db.insert(mailOutbox).values({ ...kept, sentAt });
      if (!transport) {
        options.log.info(
          { kind: mail.kind, to: mail.to },
          `development outbox (no SMTP_URL): ${mail.subject}\n${mail.text}`,
        );
      }
    },
    close() {
      transport?.close();
    },
  };
}
