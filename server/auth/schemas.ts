/**
 * How the sign-in and account calls read their bodies: the shapes and limits are openapi.yaml's
 * (contract/zod.gen.ts, used at each route), the words the product's (SPEC.md texts).
 */
import { messages } from '#domain/messages.ts';
import type { ContractReading } from '#server/http/validate.ts';

const address = { trim: ['email'], lowercase: ['email'] } as const;

/** A new password: the site's rule (its limits are the contract's; tests hold the words to them). */
const newPassword: NonNullable<ContractReading['words']>[string] = (issue) =>
  issue.code === 'too_big' ? messages.account.passwordTooLong : messages.account.passwordTooShort;

export const loginReading: ContractReading = {
  ...address,
  words: {
    email: messages.auth.invalidEmail,
    password: (issue) =>
      issue.code === 'too_big' ? messages.auth.invalidEmailOrPassword : messages.auth.fillAllFields,
  },
};

export const registerReading: ContractReading = {
  ...address,
  words: { email: messages.auth.invalidEmail, password: newPassword },
};

export const tokenReading: ContractReading = { words: { token: messages.server.invalidToken } };

export const forgotReading: ContractReading = { ...address, words: { email: messages.auth.invalidEmail } };

export const resetReading: ContractReading = {
  words: { token: messages.server.invalidToken, password: newPassword },
};
