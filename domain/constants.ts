/**
 * Business constants of SPEC.md section 9 and DECISIONS.md. One source of truth:
 * machines, views and the server all read these; never restate a figure elsewhere.
 */
export const PRODUCT_NAME = 'Skimly';
export const PRODUCT_TAGLINE = 'AI summaries for YouTube';

/** Fixed extension identifier the website sends as X-Extension-Id and on registration. */
export const EXTENSION_ID = 'dashboard';
/** X-Request-Source value the website sends (also the CSRF signal for cookie-authenticated calls). */
export const REQUEST_SOURCE = 'website';
export const EXTENSION_STORE_URL = 'https://chromewebstore.google.com/detail/skimly-ai-summaries-for-youtube/skimlyextensionid';

export const STORAGE_KEYS = {
  token: 'token',
  oauthState: 'oauth_state',
  oauthRedirect: 'oauth_redirect',
  theme: 'youtube-skimly-theme',
} as const;

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

export const ANNUAL_DISCOUNT_LABEL = 'Save 30%';
export const ANNUAL_DISCOUNT_PERCENT = 30;
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const PAYMENT_VERIFICATION = {
  maxAttempts: 5,
  retryIntervalMs: 2000,
  progressStepMs: 50,
  progressStepPercent: 1,
} as const;

export const PLAN_TOGGLE_LOCK_MS = 300;

export const SUMMARIES_PAGE_SIZE = 10;
export const SUMMARIES_MAX_PAGE_SIZE = 100;
export const SUMMARIES_LIST_HEIGHT_PX = 600;
export const SUMMARY_COLLAPSED_HEIGHT_PX = 200;
export const SUMMARY_TYPES = ['video', 'article', 'document'] as const;
export type SummaryType = (typeof SUMMARY_TYPES)[number];
export const SUMMARY_DATE_FILTERS = ['all', 'today', 'week', 'month'] as const;
export type SummaryDateFilter = (typeof SUMMARY_DATE_FILTERS)[number];

export const PROMPT_MIN_LENGTH = 10;
export const PROMPT_MAX_LENGTH = 2000;
export const DEFAULT_PROMPT = 'Generate a concise summary focusing on the main points and key takeaways';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const FEEDBACK_REASONS = ['not-useful', 'technical-issues', 'too-complex', 'privacy', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];
export const FEEDBACK_TEXT_MAX_LENGTH = 2000;

export const MINIMUM_AGE = 13;
export const LEGAL_DATE = 'January 2025';

export const TOAST = { position: 'top-right', visible: 1, durationMs: 4000 } as const;

/** Sessions (DECISIONS.md): one day without "Remember me", 30 days with it. */
export const SESSION_TTL_MS = { short: 24 * 60 * 60 * 1000, remembered: 30 * 24 * 60 * 60 * 1000 } as const;
export const SESSION_COOKIE = 'skimly_session';
