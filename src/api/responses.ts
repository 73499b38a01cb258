/**
 * zod/mini schemas for the answers whose shape drives the machines' behaviour. Each one `satisfies`
 * the generated contract type, so openapi.yaml and these checks cannot drift apart silently.
 */
import { InvalidResponseError } from './errors.ts';
import { z } from './zod.ts';
import type { components } from './schema';

type Schemas = components['schemas'];

const authUser = z.object({
  id: z.string(),
  email: z.string(),
  is_premium: z.boolean(),
}) satisfies z.ZodMiniType<Schemas['AuthUser']>;

const nonEmpty = () => z.string().check(z.minLength(1));

export const sessionCheckSchema = z.object({
  authenticated: z.boolean(),
  user: z.optional(authUser),
  token: z.optional(z.string()),
}) satisfies z.ZodMiniType<Schemas['SessionCheck']>;

export const loginResponseSchema = z.object({ token: nonEmpty(), user: authUser }) satisfies z.ZodMiniType<
  Schemas['LoginResponse']
>;

/** Google start and payment-link: the browser navigates to `url`, so it must be there. */
export const urlResponseSchema = z.object({ url: nonEmpty() }) satisfies z.ZodMiniType<Schemas['UrlResponse']>;

const subscription = z.object({
  is_premium: z.boolean(),
  current_period_end: z.nullable(z.string()),
  cancelled: z.boolean(),
  on_grace_period: z.boolean(),
}) satisfies z.ZodMiniType<Schemas['Subscription']>;

export const userInfoSchema = z.object({
  user: z.object({ username: z.string(), email: z.string() }),
  subscription,
}) satisfies z.ZodMiniType<Schemas['UserInfoResponse']>;

export const currentPlanSchema = z.object({
  plan: z.object({ name: z.enum(['Basic', 'Premium']), interval: z.nullable(z.enum(['month', 'year'])) }),
  status: z.enum(['none', 'cancelled', 'grace_period', 'active', 'basic']),
  current_period_end: z.nullable(z.string()),
}) satisfies z.ZodMiniType<Schemas['CurrentPlan']>;

export const plansResponseSchema = z.object({
  plans: z.array(
    z.object({
      id: z.string(),
      name: z.enum(['Basic', 'Premium']),
      price: z.number(),
      interval: z.enum(['month', 'year']),
      features: z.array(z.string()),
      stripe_price_id: z.nullable(z.string()),
    }),
  ),
}) satisfies z.ZodMiniType<Schemas['PlansResponse']>;

export const paymentVerificationSchema = z.object({
  status: z.enum(['success', 'processing']),
  error: z.boolean(),
  message: z.string(),
  subscription: z.optional(
    z.object({
      plan_name: z.string(),
      status: z.enum(['active', 'cancelled', 'expired']),
      next_billing_date: z.nullable(z.string()),
    }),
  ),
  user: z.optional(authUser),
}) satisfies z.ZodMiniType<Schemas['PaymentVerification']>;

export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

/** Parses a 2xx body; a body of the wrong shape throws InvalidResponseError (a non-HTTP error). */
export function parseResponse<T>(schema: z.ZodMiniType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new InvalidResponseError(z.prettifyError(parsed.error));
  return parsed.data;
}
