/**
 * The SMTP path of the mailer (SMTP_URL set), against a real SMTP server on loopback: what a user
 * finds in the inbox after registering or asking for a reset, and that the API answers as
 * documented when the mail server refuses, is down or never greets.
 */
import { createServer, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '#domain/messages.ts';
import { TIMEOUTS } from '#server/mail/smtp.ts';
import { type Answer, call, manualClock } from './client.ts';
import { createTestApp, type TestApp } from './harness.ts';

const PUBLIC_URL = 'https://skimly.example';
const FROM_ADDRESS = 'mailer@skimly.test';
const MAIL_FROM = `Skimly Mailer <${FROM_ADDRESS}>`;

type Received = { mailFrom: string | null; rcptTo: string[]; raw: string };

/** An SMTP server on 127.0.0.1 and a random port that keeps every message, or refuses every recipient. */
async function startSmtp(opts: { refuseRecipients?: boolean; port?: number } = {}) {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(opts.refuseRecipients ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        inbox.push({
          mailFrom: mailFrom ? mailFrom.address : null,
          rcptTo: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, inbox, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

/** A TCP server that accepts connections and never says a word: a hung mail server. */
async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const s = await startSilentServer();
  await s.close();
  return s.port;
}

const appOn = (port: number) => createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM, PUBLIC_URL });

/** A header's value, unfolded (RFC 5322 lets long headers continue on indented lines). */
function header(raw: string, name: string): string | undefined {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The message's text with quoted-printable soft breaks and escapes undone, so links read whole. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

function linkIn(mail: Received, path: string): URL {
  const escaped = `${PUBLIC_URL}${path}`.replace(/[.?/]/g, '\\$&');
  const match = decoded(mail.raw).match(new RegExp(`${escaped}\\?token=[\\w-]+`));
  if (!match) throw new Error(`No ${path} link in the message:\n${mail.raw}`);
  return new URL(match[0]);
}

const register = (app: TestApp, email: string, password: string) =>
  call(app, 'POST', '/api/register', { body: { email, password, extension_id: 'dashboard' } });
const forgot = (app: TestApp, email: string) => call(app, 'POST', '/api/password/forgot', { body: { email } });
const login = (app: TestApp, email: string, password: string) =>
  call<{ user: { email: string } }>(app, 'POST', '/api/login', { body: { email, password } });

const registered = { success: true, message: messages.server.registered };
const resetRequested = { success: true, message: messages.server.resetRequested };

describe('e-mail through a working SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    app = await appOn(smtp.port);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends one verification message whose link verifies the account, after which sign-in works', async () => {
    const email = 'smtp-new@example.com';
    const password = 'smtp-new-password';
    const res = await register(app, email, password);
    expect(res.status).toBe(202);
    expect(res.body).toEqual(registered);

    await vi.waitFor(() => expect(smtp.inbox).toHaveLength(1), { timeout: 15_000 });
    const [mail] = smtp.inbox as [Received];
    expect(mail.mailFrom).toBe(FROM_ADDRESS);
    expect(mail.rcptTo).toEqual([email]);
    expect(header(mail.raw, 'From')).toBe(MAIL_FROM);
    expect(header(mail.raw, 'To')).toBe(email);
    expect(header(mail.raw, 'Subject')).toBe(messages.server.verifySubject);
    // Queued in the outbox table, delivered by the worker, marked sent; its id is the Message-ID.
    const [queued] = await app.ctx.db.query<{ id: string; sent_at: Date | null }>('SELECT id, sent_at FROM outbox');
    await vi.waitFor(
      async () =>
        expect((await app.ctx.db.one<{ sent_at: Date | null }>('SELECT sent_at FROM outbox')).sent_at).not.toBeNull(),
      { timeout: 15_000 },
    );
    expect(header(mail.raw, 'Message-ID')).toBe(`<${queued?.id}@skimly.test>`);

    expect((await login(app, email, password)).status).toBe(403);
    const token = linkIn(mail, '/verify-email').searchParams.get('token');
    const verified = await call(app, 'POST', '/api/email/verify', { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, message: messages.server.emailVerifiedSignedIn, signed_in: true });
    const signedIn = await login(app, email, password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(email);
  });

  it('sends a reset link on request that sets a new password', async () => {
    const user = await app.signUp();
    const before = smtp.inbox.length;
    const res = await forgot(app, user.email);
    expect(res.status).toBe(202);
    expect(res.body).toEqual(resetRequested);

    await vi.waitFor(() => expect(smtp.inbox).toHaveLength(before + 1), { timeout: 15_000 });
    const mail = smtp.inbox.at(-1) as Received;
    expect(mail.rcptTo).toEqual([user.email]);
    expect(header(mail.raw, 'Subject')).toBe(messages.server.resetSubject);
    const token = linkIn(mail, '/reset-password').searchParams.get('token');
    const reset = await call(app, 'POST', '/api/password/reset', { body: { token, password: 'a-brand-new-password' } });
    expect(reset.status).toBe(200);
    expect((await login(app, user.email, user.password)).status).toBe(401);
    expect((await login(app, user.email, 'a-brand-new-password')).status).toBe(200);
  });
});

/** Registration and a reset request on an app whose mail cannot go out: documented answers, failure logged. */
async function expectMailFailureHidden(app: TestApp, email: string, level: 'error' | 'warn') {
  const logged = vi.spyOn(app.ctx.log, level);
  const answers: Answer[] = [await register(app, email, 'failing-mail-password'), await forgot(app, email)];
  expect(answers.map((a) => a.status)).toEqual([202, 202]);
  expect(answers.map((a) => a.body)).toEqual([registered, resetRequested]);
  await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(2), { timeout: 15_000 });
  for (const [fields] of logged.mock.calls) {
    expect(fields).toMatchObject({ to: email });
    expect(JSON.stringify(fields)).not.toMatch(/token=/);
  }
}

describe('e-mail when the SMTP server refuses the recipient', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp({ refuseRecipients: true });
    app = await appOn(smtp.port);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('answers registration and reset requests as usual, logs the failure and does not retry a 5xx', async () => {
    await expectMailFailureHidden(app, 'refused@example.com', 'error');
    expect(smtp.inbox).toEqual([]);
    const rows = await app.ctx.db.query<{ failed_at: Date | null; attempts: number }>(
      'SELECT failed_at, attempts FROM outbox',
    );
    expect(rows.map((r) => [r.failed_at !== null, r.attempts])).toEqual([
      [true, 1],
      [true, 1],
    ]);
  });
});

describe('e-mail when the SMTP server is down', () => {
  it('answers as usual, logs the failure, and delivers once the server is back', { timeout: 120_000 }, async () => {
    const clock = manualClock();
    const port = await closedPort();
    const app = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM,
      PUBLIC_URL,
      now: clock.now,
      mailWorker: { pollMs: 100 },
    });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      await expectMailFailureHidden(app, 'nobody-home@example.com', 'warn');
      smtp = await startSmtp({ port });
      // Nothing is due before the backoff: the first retry waits about 30 s (±20 %).
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.inbox).toEqual([]);
      clock.advance(40_000);
      await vi.waitFor(() => expect(smtp?.inbox).toHaveLength(2), { timeout: 20_000 });
      expect(smtp.inbox.map((m) => m.rcptTo)).toEqual([['nobody-home@example.com'], ['nobody-home@example.com']]);
    } finally {
      await app.close();
      await smtp?.close();
    }
  });

  it('does not keep the user waiting on a mail server that never greets', { timeout: 120_000 }, async () => {
    const silent = await startSilentServer();
    const app = await appOn(silent.port);
    try {
      const started = Date.now();
      const res = await register(app, 'hung@example.com', 'hung-server-password');
      expect(res.status).toBe(202);
      // Waiting on the mail would mean waiting for the mailer to give up on the greeting: the answer
      // comes before that could happen (a bound from the product, not a speed target).
      expect(Date.now() - started).toBeLessThan(TIMEOUTS.greetingTimeout);
    } finally {
      await app.close();
      await silent.close();
    }
  });
});
