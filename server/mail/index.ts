import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/types.ts';
import { outboxFiles } from './outbox.ts';
import { type MailWorker, type MailWorkerOptions, mailQueue, startMailWorker } from './queue.ts';
import { smtpTransport } from './smtp.ts';
import type { MailQueue, MailTransport } from './types.ts';

export type { MailQueue } from './types.ts';

/** Where the development outbox writes its files. */
export const outboxDir = (config: Pick<Config, 'DATA_DIR'>) => join(config.DATA_DIR, 'outbox');

/** SMTP when SMTP_URL is set, else the development outbox (files in DATA_DIR/outbox) unless files are off. */
export function mailTransport(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'NODE_ENV'>,
  log: Logger,
  opts: { outboxFiles: boolean } = { outboxFiles: true },
): MailTransport | null {
  if (config.SMTP_URL) return smtpTransport(config.SMTP_URL, config.MAIL_FROM);
  const showLinks = config.NODE_ENV !== 'production';
  return opts.outboxFiles ? outboxFiles(outboxDir(config), log, showLinks) : null;
}

export type Mail = { queue: MailQueue; worker: MailWorker | null };

/**
 * The queue routes write to and this instance's worker delivering from it. Without a transport
 * (the in-process tests, which read the table) messages stay queued and nothing runs.
 */
export function startMail(deps: {
  db: Database;
  log: Logger;
  now: () => Date;
  transport: MailTransport | null;
  options?: Partial<MailWorkerOptions>;
}): Mail {
  const { db, log, now, transport } = deps;
  const worker = transport
    ? startMailWorker({ db, transport, log, now, ...(deps.options ? { options: deps.options } : {}) })
    : null;
  return { queue: mailQueue(db, now, () => worker?.wake()), worker };
}
