/**
 * Response shapes the machines consume, exactly as /work/plan/CONTRACT.md defines them.
 * Local until src/api/schema.d.ts lands; then these become aliases of `components['schemas']`.
 */
import type { BillingInterval, FeedbackReason, SummaryDateFilter, SummaryType } from '../domain/constants.ts';

export interface AuthUser {
  id: string;
  email: string;
  is_premium: boolean;
}
export interface UserProfile {
  username: string;
  email: string;
}
export interface Subscription {
  is_premium: boolean;
  current_period_end: string | null;
  cancelled: boolean;
  on_grace_period: boolean;
}
export interface Plan {
  id: string;
  name: 'Basic' | 'Premium';
  price: number;
  interval: BillingInterval;
  features: string[];
  stripe_price_id: string | null;
}
export interface CurrentPlan {
  plan: { name: 'Basic' | 'Premium'; interval: BillingInterval | null };
  status: 'none' | 'cancelled' | 'grace_period' | 'active' | 'basic';
  current_period_end: string | null;
}
export interface Summary {
  id: string;
  title: string;
  video_id: string;
  type: SummaryType;
  created_at: string;
  summary: string;
}
export interface Pagination {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
}
export interface PaymentVerification {
  status: 'success' | 'processing';
  error: boolean;
  message: string;
  subscription?: { plan_name: string; status: string; next_billing_date: string | null };
  user?: AuthUser;
}
export interface FeedbackPayload {
  reason: FeedbackReason;
  type: 'uninstall';
  uid?: string;
  comments?: string;
  suggestions?: string;
  email?: string;
}

/** GET /check-website */
export interface SessionCheck {
  authenticated: boolean;
  user?: AuthUser;
  token?: string;
}
/** POST /api/login */
export interface LoginResult {
  token: string;
  user: AuthUser;
}
/** GET /api/summaries */
export interface SummariesPage {
  summaries: Summary[];
  pagination: Pagination;
}
/** Query the summaries actor sends (type is always 'all': the spec has no control for it). */
export interface SummariesQuery {
  page: number;
  per_page: number;
  search: string;
  date: SummaryDateFilter;
  type: 'all';
}
