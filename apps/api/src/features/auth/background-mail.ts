import type { FastifyInstance } from 'fastify';
import type { Mail } from '../../lib/mailer.ts';

/**
 * Sends mails after the answer has gone: the caller learns nothing from how long sending takes, and a slow or
 * failing SMTP server neither delays nor fails the request (a failure is logged). Closing the app waits for the
 * mails still in flight.
 */
export function createBackgroundMailer(app: FastifyInstance): (mail: Mail) => void {
  const inFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });
  return (mail) => {
    const sending: Promise<void> = app.mailer
      .send(mail)
      .catch((err: unknown) => app.log.error({ err, kind: mail.kind }, 'mail could not be sent'))
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  };
}
