import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../db/types.ts';
import type { MailMessage, Mailer } from './types.ts';

/**
 * The default mailer without SMTP: each message goes to the outbox table (tests read it), to a
 * JSON file in DATA_DIR/outbox (browser tests read those) and to the log with its link, so a
 * developer can follow a verification link straight from the console.
 */
export function outboxMailer(db: Database, log: Logger, dir: string | null, now: () => Date): Mailer {
  return {
    async send(message: MailMessage) {
      const createdAt = now();
      const row = await db.one<{ id: string }>(
        `INSERT INTO outbox (to_address, subject, text_body, html_body, link, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [message.to, message.subject, message.text, message.html, message.link ?? null, createdAt],
      );
      if (dir) {
        await mkdir(dir, { recursive: true });
        const stamp = createdAt.toISOString().replace(/[:.]/g, '-');
        const file = join(dir, `${stamp}-${row.id}.json`);
        await writeFile(file, JSON.stringify({ ...message, createdAt: createdAt.toISOString() }, null, 2));
      }
      log.info({ to: message.to, subject: message.subject, link: message.link }, 'e-mail written to the outbox');
    },
  };
}
