import type { Database } from '#server/db/types.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one action link of the message (verify, reset), printed in the log by the development outbox. */
  link?: string;
};

/** A message as the queue holds it: its row id (also its Message-ID) and when it was queued. */
export type QueuedMail = MailMessage & { id: string; createdAt: Date };

export interface MailQueue {
  /**
   * Queues a message: one row in the outbox table, written through `db`. Pass the transaction of
   * what causes the mail (a new account, a reset token) so both commit or neither does. Resolves
   * once the row is written; a worker delivers it after the commit, with retries.
   */
  enqueue(message: MailMessage, db?: Database): Promise<void>;
}

/** Raised by a transport when retrying cannot help (SMTP 5xx: no such mailbox, refused). */
export class PermanentMailError extends Error {
  override readonly name = 'PermanentMailError';
}

/** Where the worker hands a message over: SMTP in production, files in development. */
export interface MailTransport {
  readonly name: 'smtp' | 'outbox-files';
  /** Resolves once the message is accepted; throws PermanentMailError or any other error (retried). */
  deliver(mail: QueuedMail): Promise<void>;
  close(): void;
}

export type OutboxMessage = MailMessage & { id: string; createdAt: string };
