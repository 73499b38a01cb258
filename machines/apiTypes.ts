/**
 * Names for the contract's shapes the machines consume: aliases of the types generated from
 * openapi.yaml (contract/schema.d.ts, `npm run gen:api`), no shape of their own. Type-only imports:
 * machines never import the API client itself.
 */
import type { components, operations } from '#contract/schema.d.ts';

type Schemas = components['schemas'];
type ListQuery = NonNullable<operations['listSummaries']['parameters']['query']>;

export type AuthUser = Schemas['AuthUser'];
export type UserProfile = Schemas['UserProfile'];
export type Subscription = Schemas['Subscription'];
export type Plan = Schemas['Plan'];
export type CurrentPlan = Schemas['CurrentPlan'];
/** POST /api/subscription/cancel: the subscription as it stands after the cancel. */
export type CancelResult = Schemas['CancelResponse'];
/** POST /api/subscription/switch and /resume: the subscription as it stands after the change. */
export type SubscriptionChange = Schemas['SubscriptionChangeResponse'];
export type Invoice = Schemas['Invoice'];
export type Summary = Schemas['Summary'];
export type Pagination = Schemas['Pagination'];
export type PaymentVerification = Schemas['PaymentVerification'];
export type FeedbackPayload = Schemas['Feedback'];
/** POST /api/login's body. */
export type LoginRequest = Schemas['LoginRequest'];
/** One field's message in a 4xx validation answer. */
export type FieldError = Schemas['FieldError'];
/** GET /check-website */
export type SessionCheck = Schemas['SessionCheck'];
/** POST /api/login */
export type LoginResult = Schemas['LoginResponse'];
/** GET /api/summaries, without the success flag. */
export type SummariesPage = Pick<Schemas['SummaryListResponse'], 'summaries' | 'pagination'>;

/** Query the summaries actor sends (type is always 'all': the spec has no control for it). */
export type SummariesQuery = Required<Pick<ListQuery, 'page' | 'per_page' | 'search' | 'date'>> & {
  type: Extract<ListQuery['type'], 'all'>;
};
/** GET /api/account */
export type AccountSettings = Schemas['AccountSettings'];
/** One entry of GET /api/sessions */
export type SignedInSession = Schemas['SignedInSession'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type ChangeEmailRequest = Schemas['ChangeEmailRequest'];
export type DeleteAccountRequest = Schemas['DeleteAccountRequest'];
/** POST /api/summaries/generate (the extension, issue 24): what is summarised and what comes back. */
export type VideoTranscript = Schemas['VideoTranscript'];
export type SummarySection = Schemas['SummarySection'];
export type GeneratedSummary = Schemas['GeneratedSummary'];
export type GenerateSummaryResult = Schemas['GenerateSummaryResult'];
export type SummaryFailure = Schemas['SummaryFailure'];
export type SummaryProgress = Schemas['SummaryProgress'];
export type SummaryQuota = Schemas['SummaryQuota'];
