import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './types.ts';

/** Real delivery through SMTP_URL (smtp:// or smtps://user:pass@host:port). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
