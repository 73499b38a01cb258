/**
 * Business constants of SPEC.md section 9 and DECISIONS.md. One source of truth:
 * machines, views and the server all read these; never restate a figure elsewhere.
 */
export const PRODUCT_NAME = 'Skimly';

/** Fixed extension identifier the website sends as X-Extension-Id and on registration. */
export const EXTENSION_ID = 'dashboard';
/** X-Request-Source value the website sends (also the CSRF signal for cookie-authenticated calls). */
export const REQUEST_SOURCE = 'website';
/**
 * Where "Add to Chrome" and "Reinstall" go while the server's EXTENSION_STORE_URL is unset (decision 174):
 * the Chrome Web Store's search for the product, which always resolves (the listing's own address is
 * only known once it is published; the server puts the configured one into every page).
 */
export const DEFAULT_EXTENSION_STORE_URL = `https://chromewebstore.google.com/search/${PRODUCT_NAME}`;

/**
 * What the server tells the site in every page it serves (`<meta name=… content=…>` in the head), so
 * the site knows its settings without a call of its own (decisions 174, 175).
 */
export const SITE_META = {
  /** The extension's store address (EXTENSION_STORE_URL, else DEFAULT_EXTENSION_STORE_URL). */
  storeUrl: 'skimly-store-url',
  /** 'on' when Google sign-in is configured (GOOGLE_CLIENT_ID and _SECRET), else 'off'. */
  googleSignIn: 'skimly-google-sign-in',
} as const;

export const STORAGE_KEYS = {
  token: 'token',
  oauthState: 'oauth_state',
  oauthRedirect: 'oauth_redirect',
  theme: 'youtube-skimly-theme',
  /**
   * A logout the server did not hear ('one' or 'all', decision 173): sent again on the next start (and
   * ended by the next sign-in) before any session is restored.
   */
  pendingLogout: 'skimly-pending-logout',
  /** The plan this browser last saw on the dashboard ('premium' or 'basic'): its first calls follow it (issue 27.4). */
  plan: 'skimly-plan',
  /**
   * The time zone this browser last told the server, with its offsets then (`-60,-120 Europe/Berlin`):
   * while they are the same, the zone's name is not looked up again (decision 298).
   */
  timeZone: 'skimly-time-zone',
} as const;

/**
 * sessionStorage (this tab only): the custom prompt's unsaved draft, kept so a session that ends does not
 * lose it, restored after signing in again; removed when saved, reset, or on an explicit sign-out.
 */
export const PROMPT_DRAFT_KEY = 'skimly-prompt-draft';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

export const ANNUAL_DISCOUNT_LABEL = 'Save 30%';
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const PAYMENT_VERIFICATION = {
  maxAttempts: 5,
  retryIntervalMs: 2000,
  progressStepMs: 50,
  progressStepPercent: 1,
} as const;

export const PLAN_TOGGLE_LOCK_MS = 300;
/** Issue 28.3: how long before a grace period's end the customer is e-mailed that Premium is about to end. */
export const GRACE_ENDING_NOTICE_MS = 2 * 24 * 60 * 60 * 1000;
/** Issue 28.3: a page left open reads the account this long after a plan's date (the server's clock may lag). */
export const PLAN_CHANGE_MARGIN_MS = 2000;
/** ...and, when the date has passed but the server still said Premium, again after this long. */
export const PLAN_CHANGE_RECHECK_MS = 30_000;
/** The longest a browser timer waits (setTimeout's 32-bit limit, about 24.8 days); a longer wait is taken in steps. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export const SUMMARIES_PAGE_SIZE = 10;
/** Pages of the history kept in memory for instant returns (issue 15, item 3); the oldest goes first. */
export const SUMMARIES_PAGES_KEPT = 20;
export const SUMMARIES_LIST_HEIGHT_PX = 600;
export const SUMMARY_COLLAPSED_HEIGHT_PX = 200;
/** The summaries search box takes at most this many characters (the server answers 422 above it). */
export const SEARCH_MAX_LENGTH = 200;
export const SUMMARY_TYPES = ['video', 'article', 'document'] as const;
export type SummaryType = (typeof SUMMARY_TYPES)[number];
/** How long "Undo" is offered after a summary is deleted on the website, longer while its notice is held (decision 272). */
export const SUMMARY_UNDO_MS = 8000;
/** While the server cannot be reached, how often one call asks whether it answers again (issue 28.1). */
export const CONNECTION_PROBE_MS = 10_000;
/**
 * The deepest a saved summary may nest brackets ([ and { outside JSON strings; decision 215). A
 * section list nests 3 deep; 30,000 deep stopped PGlite's JSON parser for good.
 */
export const SUMMARY_MAX_NESTING = 32;
export const SUMMARY_DATE_FILTERS = ['all', 'today', 'week', 'month'] as const;
export type SummaryDateFilter = (typeof SUMMARY_DATE_FILTERS)[number];

/** The export's archive is `skimly-export-YYYY-MM-DD.zip`. */
export const EXPORT_FILE_PREFIX = `${PRODUCT_NAME.toLowerCase()}-export-`;
/** Response header of the export: how many summaries the archive holds (the progress counts against it). */
export const EXPORT_COUNT_HEADER = 'X-Export-Count';

export const PROMPT_MIN_LENGTH = 10;
export const PROMPT_MAX_LENGTH = 2000;
export const DEFAULT_PROMPT = 'Generate a concise summary focusing on the main points and key takeaways';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const FEEDBACK_REASONS = ['not-useful', 'technical-issues', 'too-complex', 'privacy', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];
/** The uninstall form's long texts (Feedback.comments and .suggestions in openapi.yaml): the form counts against it. */
export const FEEDBACK_TEXT_MAX_LENGTH = 2000;

export const MINIMUM_AGE = 13;
export const LEGAL_DATE = 'January 2025';

export const TOAST = { position: 'top-right', visible: 1, durationMs: 4000 } as const;

/** Sessions (DECISIONS.md): one day without "Remember me", 30 days with it. */
export const SESSION_TTL_MS = { short: 24 * 60 * 60 * 1000, remembered: 30 * 24 * 60 * 60 * 1000 } as const;
/**
 * Idle timeout (docs/decisions): a session nobody used for this long ends, whatever its lifetime:
 * two hours without "Remember me", seven days with it.
 */
export const SESSION_IDLE_MS = { short: 2 * 60 * 60 * 1000, remembered: 7 * 24 * 60 * 60 * 1000 } as const;
export const SESSION_COOKIE = 'skimly_session';
/**
 * The reader's IANA time zone, written by src/app/timeZoneCookie.ts when the browser is idle: the
 * server writes the dashboard's first paint in it (decision 209). Not a secret, and nothing else reads it.
 */
export const TIME_ZONE_COOKIE = 'skimly_tz';
/**
 * A Google sign-in this recent stands in for the password where the account asks for it again
 * (password, e-mail address, deletion): an account made with Google may have no password.
 */
export const REAUTH_WINDOW_MS = 5 * 60 * 1000;

/**
 * A pasted transcript without timestamps (or a document) gets times estimated from its words at this
 * speaking rate: about what lectures and podcasts run at (issue 23).
 */
export const TRANSCRIPT_WORDS_PER_MINUTE = 150;
/** Untimed text is cut into segments of about this many words, at a sentence's end when one comes. */
export const TRANSCRIPT_SEGMENT_WORDS = { min: 12, max: 40 } as const;
