/**
 * Why a form or a request was refused, for the view to word (issue 25.3; decision 249): the machine
 * decides what is wrong (the prompt is too short, the address malformed, the call failed), the view
 * says it from the catalogue (src/features/problems.ts). `said` carries the server's own words for
 * what it refused, shown as they came.
 */
import { isHttpError, isUnanswered, serverMessage } from './httpError.ts';

export type ProblemReason =
  | 'fillAllFields'
  // One empty field of the account page's forms (issue 28.8).
  | 'fieldRequired'
  | 'invalidEmail'
  | 'passwordTooShort'
  | 'passwordTooLong'
  // The sign-in form's refusals.
  | 'invalidEmailOrPassword'
  | 'tooManyAttempts'
  | 'registrationFailed'
  | 'passwordsDiffer'
  | 'missingToken'
  | 'promptTooShort'
  | 'promptTooLong'
  | 'searchTooLong'
  | 'accountRequestFailed'
  // A call no answer came to (offline, or the server gone): the connection's words, whoever asked.
  | 'unreachable'
  // Logged, not shown: Google's sign-in address came without one.
  | 'invalidServerResponse'
  // The plan dialog's alert (loading, checkout, a change the dashboard ran for it).
  | 'plansLoadFailed'
  | 'upgradeFailed'
  | 'cancelFailed'
  | 'changeFailed'
  | 'unexpected'
  | 'unexpectedRetry'
  | 'paymentNoSession'
  | 'paymentVerifyFailed'
  | 'paymentTimeout'
  | 'feedbackReasonRequired'
  | 'feedbackTextTooLong';

/** `retryAfter`: the seconds a refusal (429) asked to wait, which the view adds to its words. */
export type Problem = ({ reason: ProblemReason } | { said: string }) & { retryAfter?: number };

export const problem = (reason: ProblemReason): Problem => ({ reason });

/** The server's words when it sent some, else nothing to say. */
export function saidProblem(message: string | undefined): Problem | null {
  return message === undefined ? null : { said: message };
}

/**
 * A failed call: the server's message, else `http` for an HTTP answer without one, `unreachable` for a
 * call no answer came to, `other` for anything else.
 */
export function failureProblem(error: unknown, reasons: { http: ProblemReason; other: ProblemReason }): Problem {
  if (isUnanswered(error)) return problem('unreachable');
  if (!isHttpError(error)) return problem(reasons.other);
  return saidProblem(serverMessage(error)) ?? problem(reasons.http);
}
