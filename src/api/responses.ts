/**
 * The answers whose shape drives the machines' behaviour, checked with the validators generated from
 * openapi.yaml (contract/zod-mini.gen.ts, `npm run gen:api`): no shape is written here. A body that
 * passes is handed on as the server sent it, so a field openapi.yaml adds reaches the machines without
 * an edit here (the generated response schemas have no defaults or transforms to apply).
 */
import {
  zCancelResponse,
  zInvoicesResponse,
  zSubscriptionChangeResponse,
  zCurrentPlan,
  zPaymentVerification,
  zPlansResponse,
  zSessionCheck,
  zUrlResponse,
  zUserInfoResponse,
} from '#contract/zod-mini.gen.ts';
import { InvalidResponseError } from './errors.ts';
import { z } from './zod.ts';

export const sessionCheckSchema = zSessionCheck;
/** Google start and payment-link: the browser navigates to `url`, so it must be there. */
export const urlResponseSchema = zUrlResponse;
export const userInfoSchema = zUserInfoResponse;
export const currentPlanSchema = zCurrentPlan;
export const plansResponseSchema = zPlansResponse;
export const paymentVerificationSchema = zPaymentVerification;
/** Cancel: the dashboard shows the subscription it answers at once (issue 12.11). */
export const cancelResponseSchema = zCancelResponse;
/** Switch and resume: the dashboard shows the subscription they answer at once (issue 13). */
export const subscriptionChangeSchema = zSubscriptionChangeResponse;
export const invoicesResponseSchema = zInvoicesResponse;

/** Parses a 2xx body; a body of the wrong shape throws InvalidResponseError (a non-HTTP error). */
export function parseResponse<T>(schema: z.ZodMiniType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new InvalidResponseError(z.prettifyError(parsed.error));
  return data as T;
}
