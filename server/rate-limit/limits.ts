/**
 * Every rate limit of the server, in one place (docs/decisions: sign-in throttling). Names are part
 * of the stored keys: renaming one starts its counters afresh.
 */
import type { RateLimit } from './limiter.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Sign-in failures (OWASP Authentication Cheat Sheet): a run of wrong passwords for one account from
 * one address waits 15 minutes; one address trying many accounts is held at 100 an hour; one account
 * guessed from many addresses at 100 an hour, 20 times what one address may try, so locking its
 * owner out takes a botnet, not a script.
 */
export const LOGIN_LIMITS = {
  accountAndAddress: { name: 'login-account-address', points: 5, windowSeconds: 15 * MINUTE },
  address: { name: 'login-address', points: 100, windowSeconds: HOUR },
  account: { name: 'login-account', points: 100, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimit>;

/**
 * Calls that send an e-mail or start a flow (docs/decisions: mail and flow limits). The per-target
 * limits are what stop mail bombing: whoever asks, one inbox gets at most a few messages an hour,
 * counted whether or not the address has an account (the answer reveals nothing). The per-address
 * limits stop one client spraying many targets; they leave room for an office behind one address.
 */
export const FLOW_LIMITS = {
  forgotEmail: { name: 'forgot-email', points: 5, windowSeconds: HOUR },
  forgotAddress: { name: 'forgot-address', points: 100, windowSeconds: HOUR },
  registerEmail: { name: 'register-email', points: 5, windowSeconds: HOUR },
  registerAddress: { name: 'register-address', points: 100, windowSeconds: HOUR },
  feedbackAddress: { name: 'feedback-address', points: 30, windowSeconds: HOUR },
  googleAddress: { name: 'google-start-address', points: 60, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;

/**
 * The account page's calls (docs/decisions: re-authentication; issue 26.8). Wrong current passwords
 * wait 15 minutes after 5 per session, so a stolen session cannot guess the password. What the
 * account itself may do is counted only once the current password was right, so a stolen session's
 * wrong guesses cannot spend the owner's allowance: at most 5 e-mail changes an hour (each mails a
 * stranger's address, so this is what stops the call from being a mail cannon), 5 to one inbox, and
 * 10 password changes an hour (each hashes with argon2's 19 MiB).
 */
export const ACCOUNT_LIMITS = {
  reauthentication: { name: 'reauth-account', points: 5, windowSeconds: 15 * MINUTE },
  emailChange: { name: 'email-change-account', points: 5, windowSeconds: HOUR },
  /** The new address's inbox, as FLOW_LIMITS count every inbox the server writes to. */
  emailChangeTarget: { name: 'email-change-target', points: 5, windowSeconds: HOUR },
  passwordChange: { name: 'password-change-account', points: 10, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimit>;

/**
 * Summaries saved per account, by plan (issue 26.8): the extension's save and the summariser's
 * count on one counter. Only Premium saves (Basic is refused before counting); 60 an hour is a
 * summary a minute, far past anyone reading them, and keeps a script from filling the database.
 */
export const SUMMARY_SAVE_LIMITS = {
  premium: { name: 'summary-save-premium', points: 60, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimit>;
