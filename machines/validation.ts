import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROMPT_MAX_LENGTH,
  PROMPT_MIN_LENGTH,
  SEARCH_MAX_LENGTH,
} from '#domain/constants.ts';

/** SPEC.md 5: "no spaces, an at sign, a dot" (after the at sign). */
export function isEmailShape(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export function isPromptTooShort(prompt: string): boolean {
  return prompt.trim().length < PROMPT_MIN_LENGTH;
}

/** The server trims a prompt before it measures it; so does this. */
export function isPromptTooLong(prompt: string): boolean {
  return prompt.trim().length > PROMPT_MAX_LENGTH;
}

export function isSearchTooLong(search: string): boolean {
  return search.trim().length > SEARCH_MAX_LENGTH;
}

/** A new password outside the server's 8-128 characters (the server counts UTF-16 units too). */
export function isPasswordTooShort(password: string): boolean {
  return password.length < PASSWORD_MIN_LENGTH;
}
export function isPasswordTooLong(password: string): boolean {
  return password.length > PASSWORD_MAX_LENGTH;
}
