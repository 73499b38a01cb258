import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
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

/**
 * Account deletion (issue 26.9): the outbox's files addressed to any of `addresses` and written
 * before `before` are removed (the deletion's own confirmation, queued at `before`, stays: it is the
 * one message meant for the person now). Returns how many went. A missing folder has none.
 */
export async function removeOutboxFiles(dir: string, addresses: readonly string[], before: Date): Promise<number> {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const wanted = new Set(addresses.map((a) => a.toLowerCase()));
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    const file = join(dir, name);
    const mail = parsed(await readFile(file, 'utf8').catch(() => ''));
    if (!mail || !wanted.has(mail.to.toLowerCase()) || !(new Date(mail.createdAt) < before)) continue;
    await unlink(file).catch(() => {});
    removed += 1;
  }
  return removed;
}

function parsed(text: string): { to: string; createdAt: string } | null {
  try {
    const value: unknown = JSON.parse(text);
    const { to, createdAt } = (value ?? {}) as { to?: unknown; createdAt?: unknown };
    return typeof to === 'string' && typeof createdAt === 'string' ? { to, createdAt } : null;
  } catch {
    return null;
  }
}
