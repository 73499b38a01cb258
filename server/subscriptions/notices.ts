/**
 * Issue 28.3: the lifecycle writes to the customer. A renewal that failed, a grace period about to
 * end, a lapse to Basic and a card updated each queue one e-mail (server/mail), in the transaction of
 * the step that caused it. The billing_notices table (this module is its one writer) keys each notice
 * by what it is about, so a second instance, the maintenance job and the TEST MODE clock reaching the
 * same step, or a webhook delivered twice, never send it again: the second insert finds the row.
 */
import { GRACE_ENDING_NOTICE_MS } from '#domain/constants.ts';
import type { Database } from '#server/db/index.ts';
import { cardUpdatedMail, graceEndingMail, lapsedMail, renewalFailedMail } from '#server/mail/compose.ts';
import type { MailMessage, MailQueue } from '#server/mail/types.ts';
import type { EndedReason } from './status.ts';

/** Where notices go: the mail queue, and the site the e-mails link to. */
export interface Notify {
  mail: MailQueue;
  publicUrl: string;
}

export type BillingNotice =
  /** `occurrence`: the failed renewal (TEST MODE: its period's start; Stripe: its invoice). */
  | { kind: 'renewal_failed'; occurrence: string; graceEndsAt: Date | null }
  | { kind: 'grace_ending'; graceEndsAt: Date }
  /** `occurrence`: the end of what ended (a grace period, a paid period, Stripe's subscription). */
  | { kind: 'lapsed'; occurrence: string; reason: EndedReason }
  /** `occurrence`: one submission of the card form (a double submit is one update). */
  | { kind: 'card_updated'; occurrence: string; retried: boolean };

function occurrenceOf(notice: BillingNotice): string {
  return notice.kind === 'grace_ending' ? notice.graceEndsAt.toISOString() : notice.occurrence;
}

function message(notice: BillingNotice, to: string, link: string): MailMessage {
  switch (notice.kind) {
    case 'renewal_failed':
      return renewalFailedMail(to, notice.graceEndsAt, link);
    case 'grace_ending':
      return graceEndingMail(to, notice.graceEndsAt, link);
    case 'lapsed':
      return lapsedMail(to, notice.reason, link);
    case 'card_updated':
      return cardUpdatedMail(to, notice.retried, link);
  }
}

/**
 * Queues the notice's e-mail through `tx` unless this notice was sent already; true when it was
 * queued now. `at`: the billing clock's time of the step.
 */
export async function sendNotice(
  tx: Database,
  notify: Notify,
  userId: string,
  notice: BillingNotice,
  at: Date,
): Promise<boolean> {
  const fresh = await tx.maybeOne<{ email: string }>(
    `WITH fresh AS (
       INSERT INTO billing_notices (user_id, kind, occurrence, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, kind, occurrence) DO NOTHING RETURNING user_id)
     SELECT u.email FROM fresh JOIN users u ON u.id = fresh.user_id`,
    [userId, notice.kind, occurrenceOf(notice), at],
  );
  if (!fresh) return false;
  await notify.mail.enqueue(message(notice, fresh.email, `${notify.publicUrl}/dashboard`), tx);
  return true;
}

/**
 * The grace periods that end within GRACE_ENDING_NOTICE_MS of `now` and have not ended: each
 * customer is told once that Premium is about to end. Returns how many were told now.
 */
export async function sendGraceEndingNotices(db: Database, notify: Notify, now: Date): Promise<number> {
  const due = await db.query<{ user_id: string; grace_ends_at: Date }>(
    `SELECT user_id, grace_ends_at FROM subscriptions
      WHERE status <> 'expired' AND payment_failed_at IS NOT NULL AND grace_ends_at > $1 AND grace_ends_at <= $2`,
    [now, new Date(now.getTime() + GRACE_ENDING_NOTICE_MS)],
  );
  let sent = 0;
  for (const row of due) {
    const notice: BillingNotice = { kind: 'grace_ending', graceEndsAt: new Date(row.grace_ends_at) };
    if (await db.transaction((tx) => sendNotice(tx, notify, row.user_id, notice, now))) sent += 1;
  }
  return sent;
}
