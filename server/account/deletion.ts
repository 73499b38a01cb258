/**
 * Account deletion (DECISIONS.md "The customer's data"): billing stops at the provider first, so a
 * provider failure leaves everything as it was: open checkouts end (one paid meanwhile is refunded,
 * issue 26.7), then the subscription. Then one transaction removes every row about the person
 * (repository.ts deleteAccountRows), keeps the ids of the checkouts it left unpaid (a payment still
 * on its way is refunded) and queues the confirmation, so it goes out exactly when the account is
 * gone; the development outbox's files to the account's addresses go after it (issue 26.9). Throttle
 * counters hold only hashes of an address or id and expire within the hour (server/rate-limit).
 */
import { messages } from '#domain/messages.ts';
import type { AppContext } from '#server/context.ts';
import { ApiError } from '#server/http/errors.ts';
import { accountDeletedMail } from '#server/mail/compose.ts';
import { outboxDir } from '#server/mail/index.ts';
import { removeOutboxFiles } from '#server/mail/outbox.ts';
import { endBillingNow, endOpenCheckouts, rememberDeletedAccountCheckouts } from '#server/payments/checkout.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { deleteAccountRows } from './repository.ts';

export async function deleteAccount(
  ctx: Pick<AppContext, 'config' | 'db' | 'log' | 'mail' | 'now'>,
  provider: PaymentProvider,
  user: { id: string; email: string },
): Promise<void> {
  try {
    // Checkouts first: one paid while this runs is then fulfilled and ended below, or refunded here.
    const refunded = await endOpenCheckouts({ db: ctx.db, provider }, user.id);
    // No checkout session id in the log (issue 26.9): it is the only secret of the success page.
    if (refunded > 0) ctx.log.warn({ refunded }, 'account deletion: a checkout paid meanwhile was refunded');
    await endBillingNow({ db: ctx.db, provider }, user.id);
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'account deletion: the subscription could not be cancelled');
    throw new ApiError(503, 'billing_unavailable', messages.server.billingUnavailable);
  }
  const deletedAt = ctx.now();
  const addresses = await ctx.db.transaction(async (tx) => {
    // A payment still on its way for one of its checkouts is refunded when it arrives (payments/webhook.ts).
    await rememberDeletedAccountCheckouts(tx, user.id, deletedAt);
    const addresses = await deleteAccountRows(tx, user);
    await ctx.mail.enqueue(accountDeletedMail(user.email), tx);
    return addresses;
  });
  // The development outbox's files name the person too (issue 26.9); losing them is not worth a 500.
  await removeOutboxFiles(outboxDir(ctx.config), addresses, deletedAt).catch((err: unknown) =>
    ctx.log.warn({ err }, 'account deletion: outbox files could not be removed'),
  );
}
