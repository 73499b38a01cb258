import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MailMessage, Mailer } from './types.ts';

/** Bounds on one delivery, so a hung mail server cannot hold sockets for minutes (nodemailer's defaults); the URL's own query settings win. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * Real delivery through SMTP_URL (smtp:// or smtps://user:pass@host:port). send() hands the
 * message over and returns at once: the caller never waits on the mail server, a failure is
 * logged (address, subject, SMTP error; never the link) instead of failing the request, and a
 * reset request for a known address takes no longer than for an unknown one.
 */
export function smtpMailer(smtpUrl: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send(message: MailMessage) {
      const { to, subject } = message;
      transport.sendMail({ from, to, subject, text: message.text, html: message.html }).then(
        () => log.info({ to, subject }, 'e-mail sent'),
        (err: Error & { code?: string }) => log.error({ to, subject, code: err.code, error: err.message }, 'e-mail not sent'),
      );
    },
  };
}
