/**
 * The words of the machines' named notices (machines/notices.ts; issue 25.3): the composition root
 * turns each `notify` into the toast the catalogue words, so machines decide what happened and this
 * table alone says it.
 */
import { messages } from '#domain/messages.ts';
import type { ToastParams } from '#machines/effects.ts';
import type { Notice, NoticeName } from '#machines/notices.ts';

type Words = (notice: Notice) => Pick<ToastParams, 'title' | 'description'>;

const words: Record<NoticeName, Words> = {
  passwordChanged: () => ({ title: messages.settings.passwordChanged }),
  sessionSignedOut: () => ({ title: messages.settings.sessionEnded }),
  otherSessionsSignedOut: ({ count }) => ({ title: messages.settings.othersEnded(count ?? 0) }),
  sessionSignOutFailed: () => ({ title: messages.settings.sessionEndFailed }),
  accountDeleted: () => ({ title: messages.settings.deleted }),
  sessionEnded: () => ({ title: messages.auth.sessionEnded, description: messages.auth.sessionEndedHint }),
  signedIn: () => ({ title: messages.auth.signedIn }),
  signInFailed: () => ({ title: messages.auth.signInFailed }),
  signedUp: () => ({ title: messages.auth.signedUp }),
  signUpFailed: () => ({ title: messages.auth.signUpFailed }),
  verificationResent: ({ email }) => ({ title: messages.auth.verificationResent(email ?? '') }),
  verificationResendFailed: () => ({ title: messages.auth.resendFailed }),
  googleStartFailed: () => ({ title: messages.auth.googleInitFailed }),
  googleSignedIn: () => ({ title: messages.auth.googleSignedIn }),
  googleFailed: () => ({ title: messages.auth.googleFailed }),
  summaryCopied: () => ({ title: messages.summaryActions.copied }),
  summaryCopyFailed: () => ({ title: messages.summaryActions.copyFailed }),
  summaryDownloadFailed: () => ({ title: messages.summaryActions.downloadFailed }),
  promptSaved: () => ({ title: messages.dashboard.promptSaved }),
  promptSaveFailed: () => ({ title: messages.dashboard.promptSaveFailed }),
  promptReset: () => ({ title: messages.dashboard.promptReset }),
  promptResetFailed: ({ said }) => ({ title: said ?? messages.dashboard.promptResetFailed }),
  paymentDeclined: () => ({ title: messages.plans.paymentDeclined }),
  subscriptionCancelled: () => ({ title: messages.plans.cancelled }),
  // The contract requires a switch's and a resume's answer to carry its message.
  subscriptionChanged: ({ said }) => ({ title: said ?? '' }),
  subscriptionCancelFailed: ({ said }) => ({ title: said ?? messages.plans.cancelFailed }),
  subscriptionChangeFailed: ({ said }) => ({ title: said ?? messages.plans.changeFailed }),
  billingPortalFailed: ({ said }) => ({ title: said ?? messages.plans.portalFailed }),
  cardUpdated: () => ({ title: messages.plans.cardUpdated }),
  cardUpdatedPaid: () => ({ title: messages.plans.cardUpdatedPaid }),
  unexpectedFailure: () => ({ title: messages.plans.unexpectedRetry }),
  unreachable: () => ({ title: messages.connection.notReached }),
  summaryDeleteFailed: () => ({ title: messages.summaryActions.deleteFailed }),
  summaryRestored: () => ({ title: messages.summaryActions.restored }),
  summaryRestoreFailed: () => ({ title: messages.summaryActions.restoreFailed }),
  exportDone: ({ count }) => ({ title: messages.exporting.done(count ?? 0) }),
  exportEmpty: () => ({ title: messages.exporting.nothing }),
  exportFailed: () => ({ title: messages.exporting.failed }),
  feedbackFailed: ({ said }) => ({
    title: messages.feedback.failedTitle,
    description: said ?? messages.feedback.failed,
  }),
};

/** The toast a notice shows. */
export function noticeToast(notice: Notice): ToastParams {
  const { title, description } = words[notice.name](notice);
  return {
    kind: notice.kind,
    title,
    ...(description === undefined ? {} : { description }),
    ...(notice.id === undefined ? {} : { id: notice.id }),
  };
}
