export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one action link of the message (verify, reset), printed in the log by the outbox. */
  link?: string;
};

export interface Mailer {
  /** Resolves once the message is taken in (stored, or handed to SMTP); SMTP delivery failures are logged, not thrown. */
  send(message: MailMessage): Promise<void>;
}

export type OutboxMessage = MailMessage & { id: string; createdAt: string };
