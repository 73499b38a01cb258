/**
 * Response shapes the machines consume, taken from the generated OpenAPI types (src/api/schema.d.ts,
 * `npm run gen:api`). Type-only imports: machines never import the API client itself.
 */
import type { components } from '../src/api/schema.d.ts';
import type { SummaryDateFilter } from '../domain/constants.ts';

type Schemas = components['schemas'];

export type AuthUser = Schemas['AuthUser'];
export type UserProfile = Schemas['UserProfile'];
export type Subscription = Schemas['Subscription'];
export type Plan = Schemas['Plan'];
export type CurrentPlan = Schemas['CurrentPlan'];
export type Summary = Schemas['Summary'];
export type Pagination = Schemas['Pagination'];
export type PaymentVerification = Schemas['PaymentVerification'];
export type FeedbackPayload = Schemas['Feedback'];
/** GET /check-website */
export type SessionCheck = Schemas['SessionCheck'];
/** POST /api/login */
export type LoginResult = Schemas['LoginResponse'];
/** GET /api/summaries, without the success flag. */
export type SummariesPage = Pick<Schemas['SummaryListResponse'], 'summaries' | 'pagination'>;

/** Query the summaries actor sends (type is always 'all': the spec has no control for it). */
export interface SummariesQuery {
  page: number;
  per_page: number;
  search: string;
  date: SummaryDateFilter;
  type: 'all';
}
