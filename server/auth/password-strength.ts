/**
 * New passwords are checked against zxcvbn-ts (common and English dictionaries: the most used
 * passwords of public breaches, names, words, keyboard walks, repeats, dates): "password",
 * "12345678", "aaaaaaaa" and eight spaces are refused with zxcvbn's own reason (docs/decisions).
 */
import { messages } from '#domain/messages.ts';
import { ApiError } from '#server/http/errors.ts';

/** zxcvbn's "safely unguessable" (about 10^10 guesses): what the check asks for. */
export const MIN_PASSWORD_SCORE = 3;
/** Only the first 64 characters are analysed: the estimate costs time in proportion to length squared. */
const ANALYSED_LENGTH = 64;

type Checker = (password: string, userInputs: string[]) => { score: number; warning: string; suggestions: string[] };

let checker: Promise<Checker> | undefined;

/** The dictionaries are large (~7 MB of JavaScript): loaded on the first check, not at start. */
function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
      maxLength: ANALYSED_LENGTH,
    });
    return (password, userInputs) => {
      const result = zxcvbn.check(password, userInputs);
      return { score: result.score, warning: result.feedback.warning ?? '', suggestions: result.feedback.suggestions };
    };
  })();
  return checker;
}

/** Why a new password is too easy to guess, in words for the person choosing it; null when it is fine. */
export async function weakPasswordReason(password: string, context: { email?: string }): Promise<string | null> {
  const check = await loadChecker();
  // The address and the product's name are the first things an attacker tries.
  const userInputs = ['skimly', ...(context.email ? [context.email, context.email.split('@')[0] ?? ''] : [])];
  const result = check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return messages.account.weakPassword([result.warning, ...result.suggestions].filter(Boolean).join(' '));
}

/** 422 validation_error on the password field when it is too easy to guess. */
export async function assertStrongPassword(password: string, context: { email?: string }): Promise<void> {
  const reason = await weakPasswordReason(password, context);
  if (reason) throw new ApiError(422, 'validation_error', reason, [{ path: 'password', message: reason }]);
}
