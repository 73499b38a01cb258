import nodemailer from 'nodemailer';
import { type MailTransport, PermanentMailError, type QueuedMail } from './types.ts';

/** Bounds on one delivery, so a hung mail server cannot hold a message for minutes; the URL's own query settings win. */
export const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/** The domain of the sender address, for Message-IDs ("Skimly <no-reply@skimly.dev>" -> skimly.dev). */
function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'skimly.invalid';
}

/**
 * Real delivery through SMTP_URL (smtp:// or smtps://user:pass@host:port). The Message-ID is the
 * outbox row's id, so a message sent again after an instance died between the server's "250 OK" and
 * our "sent" mark is the same message to the mailbox (Gmail and others show it once).
 * A 5xx answer is permanent; anything else (4xx, connection refused, timeout) is worth retrying.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  const domain = senderDomain(from);
  return {
    name: 'smtp',
    async deliver(mail: QueuedMail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<${mail.id}@${domain}>`,
          date: mail.createdAt,
        });
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500) throw new PermanentMailError((err as Error).message);
        throw err;
      }
    },
    close: () => transport.close(),
  };
}
