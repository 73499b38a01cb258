import { PROMPT_MIN_LENGTH } from '../domain/constants.ts';

/** SPEC.md 5: "no spaces, an at sign, a dot" (after the at sign). */
export function isEmailShape(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export function isPromptTooShort(prompt: string): boolean {
  return prompt.trim().length < PROMPT_MIN_LENGTH;
}
