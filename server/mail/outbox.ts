import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { MailTransport, QueuedMail } from './types.ts';

/**
 * The development transport, without SMTP: each message becomes a JSON file in DATA_DIR/outbox
 * (the browser tests read those) and a log line, with its link outside production, so a developer
 * can follow a verification link straight from the console; in production (TEST_MODE) the link is a
 * credential and stays out of the log. Named by time and row id: a redelivery overwrites.
 */
export function outboxFiles(dir: string, log: Logger, showLinks: boolean): MailTransport {
  return {
    name: 'outbox-files',
    async deliver(mail: QueuedMail) {
      const { id, createdAt, ...message } = mail;
      await mkdir(dir, { recursive: true });
      const stamp = createdAt.toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${id}.json`);
      // Written aside, then renamed: a reader polling the folder never sees half a message.
      await writeFile(`${file}.partial`, JSON.stringify({ ...message, createdAt: createdAt.toISOString() }, null, 2));
      await rename(`${file}.partial`, file);
      const link = showLinks ? { link: mail.link } : {};
      log.info({ to: mail.to, subject: mail.subject, ...link }, 'e-mail written to the outbox');
    },
    close() {},
  };
}
