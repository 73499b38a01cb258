/**
 * The words of the machines' problems (machines/problems.ts; issue 25.3): a machine says what is
 * wrong, this table alone says it, from the catalogue; the server's own words pass as they came.
 */
import { messages } from '#domain/messages.ts';
import type { Problem, ProblemReason } from '#machines/problems.ts';

const words: Record<ProblemReason, string> = {
  fillAllFields: messages.auth.fillAllFields,
  fieldRequired: messages.settings.fieldRequired,
  invalidEmail: messages.auth.invalidEmail,
  passwordTooShort: messages.account.passwordTooShort,
  passwordTooLong: messages.account.passwordTooLong,
  invalidEmailOrPassword: messages.auth.invalidEmailOrPassword,
  tooManyAttempts: messages.auth.tooManyAttempts,
  registrationFailed: messages.auth.registrationFailed,
  passwordsDiffer: messages.account.passwordsDiffer,
  missingToken: messages.account.missingToken,
  promptTooShort: messages.dashboard.promptTooShort,
  promptTooLong: messages.dashboard.promptTooLong,
  searchTooLong: messages.dashboard.searchTooLong,
  accountRequestFailed: messages.account.failed,
  unreachable: messages.connection.notReached,
  invalidServerResponse: messages.auth.invalidServerResponse,
  plansLoadFailed: messages.plans.loadFailed,
  upgradeFailed: messages.plans.upgradeFailed,
  cancelFailed: messages.plans.cancelFailed,
  changeFailed: messages.plans.changeFailed,
  unexpected: messages.plans.unexpected,
  unexpectedRetry: messages.plans.unexpectedRetry,
  paymentNoSession: messages.payment.noSessionId,
  paymentVerifyFailed: messages.payment.verifyFailed,
  paymentTimeout: messages.payment.timeout,
  feedbackReasonRequired: messages.feedback.reasonRequired,
  feedbackTextTooLong: messages.feedback.textTooLong,
};

/** What the view shows for a problem; null when there is none. */
export function problemText(problem: Problem | null): string | null {
  if (problem === null) return null;
  const text = 'said' in problem ? problem.said : words[problem.reason];
  return problem.retryAfter === undefined ? text : `${text} ${messages.auth.tryAgainIn(problem.retryAfter)}`;
}
