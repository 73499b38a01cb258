import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import { outboxMailer } from './outbox.ts';
import { smtpMailer } from './smtp.ts';
import type { Mailer } from './types.ts';

export type { MailMessage, Mailer, OutboxMessage } from './types.ts';

/** SMTP when SMTP_URL is set, else the outbox (table + DATA_DIR/outbox files unless files are off). */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  db: Database,
  log: Logger,
  now: () => Date,
  opts: { outboxFiles: boolean } = { outboxFiles: true },
): Mailer {
  if (config.SMTP_URL) return smtpMailer(config.SMTP_URL, config.MAIL_FROM, log);
  return outboxMailer(db, log, opts.outboxFiles ? join(config.DATA_DIR, 'outbox') : null, now);
}
