import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';

export const emailField = z
  .string()
  .trim()
  .max(254, messages.auth.invalidEmail)
  .pipe(z.email(messages.auth.invalidEmail))
  .transform((e) => e.toLowerCase());

/** A new password: the site's rule (8..128). */
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, messages.account.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const loginBody = z.object({
  email: emailField,
  password: z.string().min(1, messages.auth.fillAllFields).max(PASSWORD_MAX_LENGTH, messages.auth.invalidEmailOrPassword),
  remember: z.boolean().default(false),
});

export const registerBody = z.object({
  email: emailField,
  password: newPasswordField,
  extension_id: z.string().max(100).optional(),
  extension_url: z.string().max(2048).optional(),
});

const oneTimeToken = z.string().min(1, messages.server.invalidToken).max(512, messages.server.invalidToken);

export const verifyBody = z.object({ token: oneTimeToken });
export const forgotBody = z.object({ email: emailField });
export const resetBody = z.object({ token: oneTimeToken, password: newPasswordField });
