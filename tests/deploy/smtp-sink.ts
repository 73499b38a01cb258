/**
 * A mail server for the deployment test: keeps every message with its Message-ID, and can hold the
 * next message's DATA unanswered (the moment an instance may die holding mail). A message counts as
 * received only once the sink answers "250": a client that disconnects first delivered nothing.
 */
import { SMTPServer } from 'smtp-server';

export type Received = { messageId: string; to: string[]; subject: string };

export async function startSmtpSink() {
  const received: Received[] = [];
  let holdNext = false;
  let held: { release: () => void } | null = null;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
        const header = (name: string) =>
          head
            .split(/\r?\n/)
            .find((l) => l.toLowerCase().startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim() ?? '';
        const message = {
          messageId: header('message-id'),
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header('subject'),
        };
        if (!holdNext) {
          received.push(message);
          callback();
          return;
        }
        holdNext = false;
        // Never released when its client dies first: then nothing was delivered.
        held = {
          release: () => {
            received.push(message);
            callback();
          },
        };
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    received,
    /** Holds the next message's DATA unanswered until released or until its client disconnects. */
    holdNext() {
      holdNext = true;
    },
    get held() {
      return held;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
