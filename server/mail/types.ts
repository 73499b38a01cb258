export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one action link of the message (verify, reset), printed in the log by the outbox. */
  link?: string;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type OutboxMessage = MailMessage & { id: string; createdAt: string };
