/**
 * The plan this browser last saw on the dashboard (issue 27.4). A returning visitor's dashboard starts
 * its calls before the session check answers; the plan remembered here lets a Basic account skip the
 * Premium-only ones (which would answer 403). A wrong guess costs only a round: a Premium account told
 * Basic has its tabs fetch for themselves, a Basic one told Premium gets the 403s as before.
 */
import { STORAGE_KEYS } from '#domain/constants.ts';

/** true: Premium, false: Basic, undefined: not known (or storage is blocked). */
export function rememberedPremium(): boolean | undefined {
  try {
    const plan = window.localStorage.getItem(STORAGE_KEYS.plan);
    return plan === 'premium' ? true : plan === 'basic' ? false : undefined;
  } catch {
    return undefined;
  }
}

export function rememberPremium(premium: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.plan, premium ? 'premium' : 'basic');
  } catch {
    // Blocked storage: the next visit only guesses less.
  }
}
