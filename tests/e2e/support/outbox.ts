import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type OutboxMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  createdAt: string;
};

type Filter = { to: string; linkContains?: string; subject?: string; timeoutMs?: number };

async function messagesFor(dir: string, to: string): Promise<OutboxMessage[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const found: OutboxMessage[] = [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    try {
      const message = JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMessage;
      if (message.to.toLowerCase() === to.toLowerCase()) found.push(message);
    } catch {
      // a file still being written: read it on the next poll
    }
  }
  return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Waits for the newest e-mail to `to` (optionally whose link contains a path, or with that subject) in DATA_DIR/outbox. */
export async function readOutbox(
  dataDir: string,
  { to, linkContains, subject, timeoutMs = 10_000 }: Filter,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  do {
    const matching = (await messagesFor(join(dataDir, 'outbox'), to)).filter(
      // Some mails carry no link (the account-deleted confirmation).
      (m) => (!linkContains || (m.link ?? '').includes(linkContains)) && (!subject || m.subject === subject),
    );
    const newest = matching.at(-1);
    if (newest) return newest;
    await new Promise((r) => setTimeout(r, 150));
  } while (Date.now() < deadline);
  const what = `${linkContains ? ` with a link to ${linkContains}` : ''}${subject ? ` titled "${subject}"` : ''}`;
  throw new Error(`No e-mail to ${to}${what} within ${timeoutMs} ms`);
}

/** The link of an e-mail, made relative so the test follows it on the server under test. */
export function linkPath(message: OutboxMessage): string {
  const url = new URL(message.link);
  return `${url.pathname}${url.search}`;
}
