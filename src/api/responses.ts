/**
 * Zod schemas for the answers whose shape drives the machines' behaviour. Each one `satisfies` the
 * generated contract type, so openapi.yaml and these checks cannot drift apart silently.
 */
import { z } from 'zod';
import { InvalidResponseError } from './errors.ts';
import type { components } from './schema';

type Schemas = components['schemas'];

const authUser = z.object({ id: z.string(), email: z.string(), is_premium: z.boolean() }) satisfies z.ZodType<
  Schemas['AuthUser']
>;

export const sessionCheckSchema = z.object({
  authenticated: z.boolean(),
  user: authUser.optional(),
  token: z.string().optional(),
}) satisfies z.ZodType<Schemas['SessionCheck']>;

export const loginResponseSchema = z.object({ token: z.string().min(1), user: authUser }) satisfies z.ZodType<
  Schemas['LoginResponse']
>;

/** Google start and payment-link: the browser navigates to `url`, so it must be there. */
export const urlResponseSchema = z.object({ url: z.string().min(1) }) satisfies z.ZodType<Schemas['UrlResponse']>;

const subscription = z.object({
  is_premium: z.boolean(),
  current_period_end: z.string().nullable(),
  cancelled: z.boolean(),
  on_grace_period: z.boolean(),
}) satisfies z.ZodType<Schemas['Subscription']>;

export const userInfoSchema = z.object({
  user: z.object({ username: z.string(), email: z.string() }),
  subscription,
}) satisfies z.ZodType<Schemas['UserInfoResponse']>;

export const currentPlanSchema = z.object({
  plan: z.object({ name: z.enum(['Basic', 'Premium']), interval: z.enum(['month', 'year']).nullable() }),
  status: z.enum(['none', 'cancelled', 'grace_period', 'active', 'basic']),
  current_period_end: z.string().nullable(),
}) satisfies z.ZodType<Schemas['CurrentPlan']>;

export const plansResponseSchema = z.object({
  plans: z.array(
    z.object({
      id: z.string(),
      name: z.enum(['Basic', 'Premium']),
      price: z.number(),
      interval: z.enum(['month', 'year']),
      features: z.array(z.string()),
      stripe_price_id: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<Schemas['PlansResponse']>;

export const paymentVerificationSchema = z.object({
  status: z.enum(['success', 'processing']),
  error: z.boolean(),
  message: z.string(),
  subscription: z
    .object({
      plan_name: z.string(),
      status: z.enum(['active', 'cancelled', 'expired']),
      next_billing_date: z.string().nullable(),
    })
    .optional(),
  user: authUser.optional(),
}) satisfies z.ZodType<Schemas['PaymentVerification']>;

export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

/** Parses a 2xx body; a body of the wrong shape throws InvalidResponseError (a non-HTTP error). */
export function parseResponse<T>(schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new InvalidResponseError(z.prettifyError(parsed.error));
  return parsed.data;
}
