/**
 * Every text of SPEC.md sections 2, 5 and 8, to the letter. Machines, views and the server
 * read them from here; tests assert against them.
 */
import { isolate } from './bidi.ts';
import {
  FEEDBACK_TEXT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRODUCT_NAME,
  PROMPT_MAX_LENGTH,
  PROMPT_MIN_LENGTH,
  SEARCH_MAX_LENGTH,
} from './constants.ts';

/**
 * 2000 -> '2,000': whole numbers in texts are written as people read them (en-US grouping). By hand,
 * not `toLocaleString`: several of these texts are built when the module loads, on every page, and
 * the first number formatter made costs a phone about 70 ms of its boot (at 4x CPU).
 */
export function figure(n: number): string {
  const digits = String(Math.abs(Math.round(n)));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return n < 0 && grouped !== '0' ? `-${grouped}` : grouped;
}

const TEST_MODE_LABEL = 'TEST MODE';

export const messages = {
  auth: {
    invalidCredentials: 'Invalid credentials',
    invalidEmailOrPassword: 'Invalid email or password',
    signInFailed: 'Sign in failed',
    signedIn: 'Successfully signed in!',
    registrationFailed: 'Registration failed',
    signUpFailed: 'Sign up failed',
    signedUp: 'Successfully signed up! Please check your email to continue.',
    fillAllFields: 'Please fill in all fields',
    invalidEmail: 'Please enter a valid email address',
    invalidServerResponse: 'Invalid response from server',
    googleInitFailed: 'Failed to initiate Google login',
    googleSignedIn: 'Successfully signed in with Google!',
    googleFailed: 'Google authentication failed',
    outsideProvider: 'useAuth must be used within an AuthProvider',
    signInTitle: 'Welcome back',
    signInAction: 'Sign In',
    signUpTitle: 'Create an account',
    signUpAction: 'Sign Up',
    rememberMe: 'Remember me',
    forgotPassword: 'Forgot password?',
    signInWithGoogle: 'Sign in with Google',
    /** After sign-up, until signed in or dismissed (issue 18.15). */
    checkEmailTitle: 'Check your e-mail',
    checkEmailText: (email: string) =>
      `We sent a confirmation link to ${email}. Open it to confirm your address and sign in. No e-mail? Look in your spam folder.`,
    /** The sign-up dialog's "check your e-mail" step (decision 287): back to the form for another address. */
    useAnotherAddress: 'Use another address',
    checkEmailDismiss: 'Dismiss',
    resendEmail: 'Resend e-mail',
    verificationResent: (email: string) => `A new confirmation link is on its way to ${email}.`,
    resendFailed: 'Could not send the e-mail. Please try again later.',
    /** An ended session (signed out elsewhere, or expired), told on arrival (issue 18.14). */
    sessionEnded: 'Your session has ended',
    sessionEndedHint: 'Sign in again to continue where you left off; anything you were typing is kept.',
    /** Shown for a 429 whose body had no message. */
    tooManyAttempts: 'Too many sign-in attempts.',
    /** How long a throttled sign-in waits, from the answer's Retry-After (seconds). */
    tryAgainIn: (seconds: number) => {
      if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
      const minutes = Math.ceil(seconds / 60);
      return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    },
  },
  plans: {
    title: 'Choose Your Plan',
    subtitle: 'Upgrade to unlock powerful features',
    // SPEC.md quotes the subtitle for everyone; a Premium reader is told beneath it what is true for them
    // (issue 18.17, decision 197).
    premiumNote: 'You have Premium: every feature is already unlocked. Change how you pay, or cancel, below.',
    // An annual price's monthly equivalent, computed from the plan's price (issue 18.17).
    perMonthBilledAnnually: (monthly: string) => `${monthly}/month, billed annually`,
    loadFailed: 'Failed to load plans',
    // Under the plans' load failure: its words (e.g. the connection's) end "then try again" (decision 292).
    retry: 'Try again',
    unexpected: 'An unexpected error occurred',
    unexpectedRetry: 'An unexpected error occurred. Please try again.',
    paymentDeclined: 'Payment failed. Please try again with a different payment method.',
    upgradeFailed: 'Failed to process upgrade. Please try again.',
    cancelled: 'Subscription cancelled successfully',
    cancelFailed: 'Failed to cancel subscription. Please try again.',
    freeForever: 'Free forever',
    yourPlan: 'YOUR PLAN',
    cancelledBadge: 'CANCELLED',
    popular: 'POPULAR',
    upgradeNow: 'Upgrade Now',
    cancelSubscription: 'Cancel Subscription',
    processing: 'Processing...',
    cancelling: 'Cancelling...',
    monthly: 'Monthly',
    annually: 'Annually',
    needHelp: 'Need help deciding?',
    needHelpText:
      'Premium is recommended for students, researchers and professionals who watch multiple long videos per week.',
    subscriptionEnds: (date: string) => `Subscription ends ${date}`,
    // Website copy beyond the spec's own texts (web-app).
    faqLink: 'Read the FAQ',
    loading: 'Loading plans',
    // The cancel's confirmation (issue 18.1): what is lost and until when, in words that do not read as "close".
    cancelConfirmTitle: 'Cancel your Premium subscription?',
    cancelConfirmUntil: (date: string) => `You keep Premium until ${date}, and you will not be charged again.`,
    cancelConfirmUntilPeriodEnd:
      'You keep Premium until the end of the period you have paid for, and you will not be charged again.',
    cancelConfirmLoss:
      'After that your account moves to the Basic plan: your custom prompt and your saved-summaries history are no longer available.',
    keepPremium: 'Keep Premium',
    confirmCancel: 'Yes, cancel subscription',
    // Issue 13: switching interval, resuming, a failed renewal.
    switchToAnnual: 'Switch to annual',
    switchToMonthly: 'Switch to monthly',
    switching: 'Switching...',
    resume: 'Resume subscription',
    resuming: 'Resuming...',
    changeFailed: 'Failed to change your subscription. Please try again.',
    switchToAnnualTitle: 'Switch to annual billing?',
    switchToMonthlyTitle: 'Switch to monthly billing?',
    switchToAnnualText: (yearly: string, monthly: string, current: string) =>
      `You pay ${yearly} for a year, starting today, less a credit for the unused part of your current month. That is ${monthly} a month instead of ${current}.`,
    switchToMonthlyText: (date: string, monthly: string, yearly: string) =>
      `You keep annual billing until ${date}. From then on you pay ${monthly} a month instead of ${yearly} a year. You can undo this until then.`,
    confirmSwitch: 'Confirm switch',
    keepCurrentBilling: 'Keep my current billing',
    switchesOn: (interval: 'month' | 'year', date: string) =>
      `Switches to ${interval === 'year' ? 'annual' : 'monthly'} on ${date}`,
    undoSwitch: 'Keep annual billing',
    paymentFailedTitle: 'Your renewal payment failed',
    paymentFailedUntil: (date: string) =>
      `Premium stays on until ${date}. Update your payment method to keep it; we will retry the payment.`,
    paymentFailedText: 'Premium stays on for now. Update your payment method to keep it; we will retry the payment.',
    updatePaymentMethod: 'Update payment method',
    // Issue 28.2: the profile says how Premium is billed.
    billedEvery: (interval: 'month' | 'year') => (interval === 'year' ? 'Billed annually' : 'Billed monthly'),
    invoiceFor: 'For',
    // Issue 28.3: a Basic account whose subscription ended is told why.
    endedTitle: 'Your account is on the Basic plan',
    endedReasons: {
      unpaid: 'Premium ended because its renewal payment was not made. Subscribe again to get Premium back.',
      cancelled: 'Premium ended because the subscription was cancelled and the period you paid for is over.',
    },
    portalFailed: 'Failed to open the billing page. Please try again.',
    // The Billing section (issue 13).
    billingTitle: 'Billing',
    invoicesLoading: 'Loading invoices',
    invoicesFailed: 'Failed to load invoices',
    noInvoices: 'No invoices yet. Your invoices show up here once you subscribe to Premium.',
    /** Premium without a payment (the demo account, a plan granted by hand): nothing was billed (issue 28.7). */
    noInvoicesPremium: 'This account has no invoices: its Premium plan was not paid for through checkout.',
    invoiceDate: 'Date',
    invoiceAmount: 'Amount',
    invoicePeriod: 'Period',
    invoiceStatus: 'Status',
    invoiceReceipt: 'Receipt',
    receipt: 'View receipt',
    invoicePeriodRange: (from: string, to: string) => `${from} – ${to}`,
    invoiceStatuses: { paid: 'Paid', open: 'Open', failed: 'Payment failed', void: 'Void' },
    // Issue 28.2: back from the billing portal (the rest of Billing's words: billingMessages below).
    cardUpdated: 'Your card was updated.',
    cardUpdatedPaid: 'Your card was updated and the failed payment went through.',
  },
  payment: {
    noSessionId: 'No session ID provided',
    timeout: 'Payment processing is taking longer than expected. Please try again later.',
    verifyFailed: 'An error occurred while verifying your payment',
    verifying: 'Verifying your payment...',
    attempt: (n: number, max: number) => `Attempt ${n} of ${max}`,
    successTitle: 'Payment Successful!',
    successText: 'Thank you for your subscription.',
    errorTitle: 'Payment Error',
    returnToDashboard: 'Return to Dashboard',
    returnHome: 'Return to home',
    cancelledTitle: 'Payment Cancelled',
    cancelledText: 'Your payment has been cancelled.',
    // Website copy beyond the spec's own texts (web-app).
    planLabel: 'Plan',
    statusLabel: 'Status',
    nextBillingLabel: 'Next Billing Date',
    progressLabel: 'Payment verification progress',
  },
  dashboard: {
    loadFailed: 'Failed to load data',
    summariesLoadFailed: 'Failed to load summaries',
    promptSaved: 'Prompt saved successfully',
    promptSaveFailed: 'Failed to save prompt',
    promptReset: 'Prompt reset to default',
    promptResetFailed: 'Failed to reset prompt',
    promptTooShort: `Prompt must be at least ${PROMPT_MIN_LENGTH} characters`,
    promptTooLong: `Prompt must be at most ${figure(PROMPT_MAX_LENGTH)} characters`,
    searchTooLong: `Search must be at most ${figure(SEARCH_MAX_LENGTH)} characters`,
    /** A field's counter: "120 / 2,000 characters". */
    characterCount: (length: number, max: number) => `${figure(length)} / ${figure(max)} characters`,
    premiumPlan: 'Premium Plan',
    basicPlan: 'Basic Plan',
    renewsOn: (date: string) => `Renews on ${date}`,
    manageSubscription: 'Manage Subscription',
    tabPrompt: 'Custom Prompt',
    tabSummaries: 'My Summaries',
    premiumFeature: 'Premium Feature',
    upgradeToUnlock: 'Upgrade to Premium to unlock this feature',
    upgradeToViewSummaries: 'Upgrade to Premium to view and manage your summaries',
    yourCustomPrompt: 'Your Custom Prompt',
    resetToDefault: 'Reset to Default',
    /** "Reset to Default" asks first (issue 18.16). */
    resetConfirmTitle: 'Replace your prompt with the default?',
    resetConfirmText: 'Your custom prompt will be replaced by the default prompt. This cannot be undone.',
    resetConfirmAction: 'Reset prompt',
    resetKeep: 'Keep my prompt',
    /** The textarea holds what the person typed before their session ended (issue 18.14). */
    draftRestored: 'Your unsaved prompt from before you were signed out is back. Save it to keep it.',
    savePrompt: 'Save Prompt',
    youtubeVideo: 'YouTube Video',
    /** The link's name for screen readers: ten cards must not read as ten identical links. */
    youtubeVideoOf: (title: string) => `YouTube Video: ${isolate(title)}`,
    summarized: (date: string) => `Summarized: ${date}`,
    /** A failed attempt's card (issue 23.7): when it was last tried. */
    attemptFailed: (date: string) => `Failed: ${date}`,
    showMore: 'Show More',
    showLess: 'Show Less',
    showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} results`,
    previous: 'Previous',
    next: 'Next',
    apply: 'Apply',
    dateFilters: { all: 'All Time', today: 'Today', week: 'This Week', month: 'This Month' },
    // Website copy beyond the spec's own texts (web-app).
    logout: 'Sign Out',
    logoutAll: 'Sign out of all devices',
    /** "Sign out of all devices" asks first (issue 18.16). */
    logoutAllConfirmTitle: 'Sign out of all devices?',
    logoutAllConfirmText:
      'Every browser and the extension signed in to your account are signed out, this one too. You can sign in again at any time.',
    logoutAllConfirmAction: 'Sign out everywhere',
    logoutAllKeep: 'Stay signed in',
    sectionsLabel: 'Dashboard sections',
    promptTip:
      'Tip: say what to focus on and how to format it, e.g. "List the key arguments as bullets, then a one-line verdict." Your prompt is used for every new summary.',
    searchLabel: 'Search',
    searchPlaceholder: 'Search titles and summaries',
    dateLabel: 'Date',
    loadingSummaries: 'Loading summaries',
    loadingDashboard: 'Loading your dashboard',
    emptyTitle: 'No summaries yet',
    emptyText: 'Summaries you create with the Skimly extension on YouTube show up here.',
    noMatchesTitle: 'No summaries match your filters',
    noMatchesText: 'Try another search or a wider date range, then Apply.',
    clearFilters: 'Clear filters',
    retry: 'Try again',
    /** A part of the page that loads on first use (a dialog, issue 27.3) did not arrive: said in its place. */
    partFailed: 'This part did not load. Check your connection.',
    /** A search, filter or page change the server did not answer: the list shown stays (issue 28.1). */
    summariesRefreshFailed: 'The list could not be refreshed: it shows the results from before.',
    paginationLabel: 'Summaries pages',
    watchFrom: (timestamp: string) => `Watch from ${timestamp}`,
    /** A card's timestamps are one tab stop (issue 28.6, decision 283): the group says how to move inside it. */
    timestampsGroup: 'Sections by timestamp: the arrow keys move between the timestamps',
  },
  /** The signed-in pages' connection banner (issue 28.1): what is wrong, then what will happen. */
  connection: {
    offlineTitle: "You're offline",
    unreachableTitle: "Skimly can't be reached",
    whatHappens: 'This page stays. What could not be sent says so: try again once you are back.',
    /** A call no answer came to, said where it was asked (a dialog's alert, a form): the banner's words. */
    notReached: "Skimly can't be reached. Check your connection, then try again.",
  },
  feedback: {
    heading: "We're sad to see you go",
    reasonRequired: 'Please select a reason for uninstalling.',
    pleaseSpecify: 'Please specify',
    submit: 'Submit Feedback',
    thankYou: 'Thank you!',
    reinstall: 'Reinstall',
    failedTitle: 'Error submitting feedback',
    failed: 'Please try again later.',
    /** A text over FEEDBACK_TEXT_MAX_LENGTH, said next to its box (issue 12). */
    textTooLong: `At most ${figure(FEEDBACK_TEXT_MAX_LENGTH)} characters`,
    // Website copy beyond the spec's own texts (web-app).
    intro: 'Tell us why you removed Skimly. Every answer is read and helps us make summaries better.',
    reasonLegend: 'Why did you uninstall?',
    reasons: {
      'not-useful': "It wasn't useful for me",
      'technical-issues': 'I ran into technical issues',
      'too-complex': 'It was too complicated to use',
      privacy: 'I have privacy concerns',
      other: 'Other',
    },
    suggestions: 'Suggestions (optional)',
    suggestionsPlaceholder: 'What would have made Skimly worth keeping?',
    email: 'Email for follow-up (optional)',
    thankYouText: 'Your feedback was sent. Changed your mind? Skimly is one click away.',
    close: 'Close',
  },
  notFound: {
    heading: '404 Page Not Found',
    text: 'Did you forget to add the page to the router?',
  },
  /** The root error boundary: a page that crashed while rendering (issue 12). */
  crash: {
    heading: 'Something went wrong',
    text: 'This page ran into an unexpected problem. Reload to try again; your account and data are safe.',
    reload: 'Reload',
    logged: (path: string) => `Unexpected error on ${path}`,
  },
  /** Browser-tab titles (decision 150): "<page> · Skimly"; the landing page keeps the site's own title. */
  titles: {
    site: `${PRODUCT_NAME} — AI summaries for YouTube`,
    page: (name: string) => `${name} · ${PRODUCT_NAME}`,
    dashboard: 'Dashboard',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    signIn: 'Sign In',
    verifyEmail: 'Confirm your e-mail address',
    forgotPassword: 'Reset your password',
    resetPassword: 'Choose a new password',
    oauthReturn: 'Signing in with Google',
    account: 'Account settings',
    confirmEmail: 'Confirm your new e-mail address',
    paymentResult: 'Payment',
    paymentCancelled: 'Payment Cancelled',
    uninstall: 'Uninstall feedback',
    notFound: 'Page Not Found',
    crash: 'Something went wrong',
  },
  site: {
    skipToContent: 'Skip to content',
    features: 'Features',
    howItWorks: 'How It Works',
    faq: 'FAQ',
    addToChrome: 'Add to Chrome',
    signIn: 'Sign In',
    dashboard: 'Dashboard',
    logout: 'Sign Out',
    accountSettings: 'Account settings',
    openMenu: 'Open menu',
    userMenu: 'Account menu',
    theme: 'Theme',
    themeNames: { light: 'Light', dark: 'Dark', system: 'System' },
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms of Service',
    uninstall: 'Uninstall feedback',
    drowningHeading: 'Drowning in long videos?',
    installThanks: `Thanks for installing ${PRODUCT_NAME}!`,
    backHome: 'Back to home',
    /** The landing's "in action" demo (issue 18.7): its play button, timestamps and player frame. */
    demoPlay: (title: string) => `Play video: ${isolate(title)}`,
    demoPlayFrom: (timestamp: string) => `Play from ${timestamp}`,
    demoPlayer: (title: string) => `YouTube video player: ${isolate(title)}`,
    demoSample: 'Sample summary',
  },
  /** Account pages beyond the spec (DECISIONS.md: verification and password reset), and the auth form's labels. */
  /**
   * Why a summary did not come, and the next step: one set for the website's New summary and the
   * extension's panel (the views pick the entry by the machine's reason code). The summariser's reasons
   * (the contract's SummaryFailureReason), the website's own for a call that got no reason (`network`,
   * `interrupted`, `rejected`), and the extension's: the transcript module's and its own.
   */
  summaryFailures: {
    no_transcript: {
      title: 'There is no text to summarise',
      next: 'Use another transcript: paste one or choose a file that holds one, or pick another caption track.',
    },
    too_long: {
      title: 'This transcript is longer than the summariser accepts',
      next: 'Summarise a shorter part of it.',
    },
    provider_unreachable: {
      title: 'The summariser could not be reached',
      next: 'It may be down for a moment: check the connection, then press Retry.',
    },
    provider_unauthorized: {
      title: 'The summariser refused the key',
      next: 'Whoever set the key has to fix it: the site’s operator (tell support), or you, in Settings, for your own provider.',
    },
    provider_rate_limited: {
      title: 'The summariser is busy',
      next: 'It asked to slow down. Wait a little, then press Retry.',
    },
    provider_timeout: {
      title: 'The summariser took too long',
      next: 'Press Retry; a shorter transcript answers faster.',
    },
    provider_error: {
      title: 'The summariser refused this request',
      next: 'Press Retry; if it happens again, try a shorter transcript or another model.',
    },
    output_unusable: {
      title: 'The summariser’s answer was unusable',
      next: 'Press Retry to have it written again.',
    },
    quota_exhausted: {
      title: 'Today’s summaries are used up',
      next: 'More tomorrow, or upgrade to Premium for more a day.',
      /** Premium has nothing to upgrade to. */
      premiumNext: 'More tomorrow.',
    },
    internal_error: {
      title: 'Something went wrong on our side',
      next: 'Press Retry in a moment.',
    },
    network: {
      title: 'Skimly could not be reached',
      next: 'Check your connection, then press Retry.',
    },
    interrupted: {
      title: 'The summary stopped before it was finished',
      next: 'The connection dropped. Press Retry.',
    },
    rejected: {
      title: 'The server could not accept this transcript',
      next: 'A line may be too long or there are too many. Cut the text and try again.',
    },
    no_captions: {
      title: 'This video has no captions',
      next: 'Without captions there is no transcript to summarise: try a video with CC.',
    },
    captions_off: {
      title: 'The captions did not load',
      next: 'Turn on CC in the player once, then press Retry.',
    },
    age_restricted: {
      title: 'This video is age-restricted',
      next: 'Sign in to YouTube and confirm your age, then press Retry.',
    },
    login_required: {
      title: 'This video needs a sign-in',
      next: 'It is private or members-only: sign in to YouTube with access, then press Retry.',
    },
    live: {
      title: 'This is a live stream',
      next: 'Live streams have no transcript while they run: come back when it has ended.',
    },
    upcoming: { title: 'This video has not started yet', next: 'Come back once it has aired.' },
    unavailable: { title: 'This video is unavailable', next: 'YouTube does not play it here: try another video.' },
    not_a_video: { title: 'This page is not a video', next: 'Open a YouTube video to summarise it.' },
    navigated: { title: 'The page moved to another video', next: 'Press Retry to summarise the video on screen.' },
    offline: { title: 'You are offline', next: 'Connect to the internet, then press Retry.' },
    page_gone: { title: 'The page did not answer', next: 'Reload the YouTube tab, then press Summarize.' },
    signed_out: {
      title: 'Sign in for the full summary',
      next: 'Sign in on the website (the extension uses its session), or choose your own provider in Settings.',
    },
    origin_refused: {
      title: 'Ollama refused the extension',
      next: 'Allow it: quit Ollama, start it with OLLAMA_ORIGINS=chrome-extension://* ollama serve, then press Retry.',
    },
  },
  /** A reason no entry of summaryFailures names. */
  unknownSummaryFailure: { title: 'The summary failed', next: 'Press Retry.' },
  /** Languages a summary can be written in (BCP 47 code, the language's own name): the website's and the extension's picker. */
  summaryLanguages: [
    ['en', 'English'],
    ['es', 'Español'],
    ['fr', 'Français'],
    ['de', 'Deutsch'],
    ['pt', 'Português'],
    ['it', 'Italiano'],
    ['nl', 'Nederlands'],
    ['pl', 'Polski'],
    ['tr', 'Türkçe'],
    ['ru', 'Русский'],
    ['uk', 'Українська'],
    ['ar', 'العربية'],
    ['hi', 'हिन्दी'],
    ['ja', '日本語'],
    ['ko', '한국어'],
    ['zh', '中文'],
  ] as ReadonlyArray<readonly [string, string]>,
  /** The Chrome extension's panel, side panel and options page (issue 24). */
  extension: {
    summarize: 'Summarize',
    summarizeAgain: 'Summarize again',
    retry: 'Retry',
    diagnose: 'Diagnose',
    hideDiagnosis: 'Hide diagnosis',
    openSidePanel: 'Open in side panel',
    settings: 'Settings',
    signIn: 'Sign in',
    preparing: 'Getting ready…',
    readingTranscript: 'Reading the transcript…',
    writingInstant: 'Writing the instant summary…',
    streaming: 'Writing the full summary…',
    streamingPart: (part: number, parts: number) =>
      `Writing the full summary, part ${figure(part)} of ${figure(parts)}…`,
    instantLabel: 'Instant summary (offline, from the transcript’s own sentences)',
    providerLabel: (provider: string) => `Summary by ${provider}`,
    fallbackNote: 'The provider’s answer was unusable: these are the transcript’s own sentences.',
    truncatedNote: 'The provider cut its answer short: this summary may miss the end.',
    coverage: (covered: string, total: string, parts: number) =>
      `Read ${covered} of ${total}${parts > 1 ? ` in ${figure(parts)} parts` : ''}`,
    savedToHistory: 'Saved to My Summaries',
    quota: (remaining: number, limit: number) => `${figure(remaining)} of ${figure(limit)} summaries left today`,
    signedInAs: (email: string) => `Signed in as ${email}`,
    signedOut: 'Not signed in: instant summaries only. Sign in on the website for full summaries.',
    plan: { basic: 'Basic', premium: 'Premium' },
    providers: {
      skimly: 'Skimly',
      'openai-compatible': 'your OpenAI-compatible provider',
      ollama: 'Ollama on this computer',
      offline: 'offline only',
      extractive: 'Skimly (extractive)',
      anthropic: 'Skimly',
    },
    trackLabel: 'Captions',
    trackDefault: 'Best match',
    trackAutomatic: (name: string) => `${name} (automatic)`,
    languageLabel: 'Summary language',
    languageDefault: 'The transcript’s',
    seekTo: (timestamp: string) => `Play from ${timestamp}`,
    source: 'Source',
    noVideo: 'Open a YouTube video to summarise it.',
    liveNote: 'Live stream: a summary is possible once the stream has ended.',
    shortsNote: 'Short: summarised from its captions like any video.',
    diagnosisTitle: 'How the transcript was read',
    diagnosisMethod: (method: string) => `Worked: ${method}`,
    diagnosisNone: 'No method gave a transcript.',
    methods: {
      'player-request': 'the player’s own caption request',
      'caption-track': 'the caption track of the player response',
      'transcript-panel': 'YouTube’s transcript panel',
    } as Record<string, string>,
    retryAfter: (seconds: number) => `Try again in ${figure(seconds)} s.`,
    options: {
      title: 'Skimly settings',
      provider: 'Who writes the full summary',
      providerSkimly: 'Skimly (your account on the website)',
      providerOwn: 'My own OpenAI-compatible endpoint',
      providerOllama: 'Ollama on this computer',
      providerOffline: 'Offline only (the instant summary)',
      baseUrl: 'Endpoint address',
      apiKey: 'API key',
      model: 'Model',
      keysStayHere: 'Keys stay in this browser’s extension storage and are never sent to Skimly.',
      save: 'Save',
      saved: 'Saved',
      site: 'Skimly website',
      account: 'Account',
      signedOutHint: 'Signed in on the website, the extension uses that session. Or sign in here:',
      openSite: 'Open the website',
      signOut: 'Sign out',
      permissionRefused: 'Chrome did not allow access to that address.',
    },
  },
  account: {
    emailLabel: 'Email',
    passwordLabel: 'Password',
    newPasswordLabel: 'New password',
    confirmPasswordLabel: 'Confirm new password',
    noAccount: "Don't have an account?",
    haveAccount: 'Already have an account?',
    or: 'or',
    loginText: 'Sign in to manage your plan, your custom prompt and your saved summaries.',
    signUpText: 'Create an account to keep your summaries, write your own prompt and choose your plan.',
    verifyTitle: 'Confirm your e-mail address',
    verifying: 'Confirming your e-mail address...',
    verified: 'Your e-mail address is confirmed. You can sign in now.',
    missingToken: 'This link is incomplete. Open the link from the e-mail again.',
    forgotTitle: 'Reset your password',
    forgotText: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    forgotSubmit: 'Send reset link',
    forgotSent: 'If an account exists for that address, a reset link is on its way. Check your inbox.',
    resetTitle: 'Choose a new password',
    resetSubmit: 'Set new password',
    resetDone:
      'Your password has been changed and you have been signed out everywhere. Sign in with your new password.',
    passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    /** Shown under a new password before anything is typed (issue 12): the rules the server applies. */
    passwordRules: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. Common passwords and easy patterns (like "password" or "12345678") are refused: a few unusual words work well.`,
    passwordsDiffer: 'Passwords do not match',
    /** The server's answer to a common or guessable password, with zxcvbn's reason and advice. */
    weakPassword: (reason: string) =>
      `This password is too easy to guess. ${reason || 'Add a few more words that are less common.'}`,
    failed: 'Something went wrong. Please try again.',
    goToSignIn: 'Go to sign in',
    /** Where a signed-in person goes from a mailed link's page (confirming a new address). */
    goToAccount: 'Go to account settings',
    oauthCompleting: 'Completing your Google sign-in...',
  },
  /** A summary card's actions (issue 14): copy, download and delete with undo. */
  summaryActions: {
    menu: (title: string) => `Actions for ${isolate(title)}`,
    copy: 'Copy as Markdown',
    copied: 'Copied as Markdown',
    copyFailed: 'Could not copy to the clipboard',
    download: 'Download as .md',
    downloadFailed: 'Could not save the file. Please try again.',
    delete: 'Delete',
    /** The list's notice while the deletion can be undone (decision 272). */
    deletedNamed: (title: string) => `Deleted "${isolate(title)}" from your history.`,
    undo: 'Undo',
    deleteFailed: 'Failed to delete the summary. Please try again.',
    restored: 'Summary restored',
    restoreFailed: 'Could not restore the summary.',
  },
  /** "New summary" on the dashboard (issue 23, item 8): a transcript in, a streamed summary out. */
  newSummary: {
    open: 'New summary',
    title: 'New summary',
    description: 'Paste a transcript or drop a subtitles file: the summary streams in, section by section.',
    transcriptLabel: 'Transcript',
    transcriptHint: 'Paste it as it is, with timestamps (1:02:03 or [12:34]) or without.',
    dropHint: 'Or drop a subtitles file (.srt, .vtt, .json3) or a text document here.',
    chooseFile: 'Choose a file',
    fromFile: (name: string) => `From the file ${name}`,
    clearSource: 'Clear',
    unreadableFile: 'This file could not be read. Try another, or paste its text.',
    videoLabel: 'YouTube link (optional)',
    videoHint: 'With the video named, every timestamp opens it at that moment.',
    videoUnknown: 'This is not a YouTube link: the summary will have no video to link to.',
    titleLabel: 'Title (optional)',
    chaptersLabel: 'Chapters (optional)',
    chaptersHint: 'One a line, as in the video’s description: 0:00 Intro. A long video is split on them.',
    chapterNotRead: (line: number) => `Line ${figure(line)} is not a chapter: write it as 0:00 Title.`,
    tooManyChapters: 'At most 1,000 chapters: keep the main ones.',
    languageLabel: 'Summary language',
    languageDefault: 'The transcript’s language',
    untitled: 'Pasted transcript',
    formats: {
      srt: 'SubRip subtitles',
      vtt: 'WebVTT subtitles',
      json3: 'YouTube captions (json3)',
      srv3: 'YouTube captions (srv3)',
      timedtext: 'YouTube captions (XML)',
      plain: 'text',
    },
    readAs: (format: string, lines: number, length: string) =>
      `Read as ${format}: ${figure(lines)} ${lines === 1 ? 'line' : 'lines'}, ${length} long.`,
    nothingFound: 'No words found in this transcript. Paste the text, or choose another file.',
    kept: 'Your summary is saved to My Summaries.',
    notKept:
      'On the Basic plan the summary is shown here and not saved. Upgrade to Premium to keep them in My Summaries.',
    quota: (remaining: number, limit: number) => `${figure(remaining)} of ${figure(limit)} summaries left today`,
    submit: 'Summarize',
    cancel: 'Cancel',
    phases: {
      preparing: 'Reading the transcript…',
      summarizing: 'Writing the summary…',
      merging: 'Putting the parts together…',
      saving: 'Saving…',
    },
    part: (part: number, parts: number) => `Part ${part} of ${parts}`,
    coverage: (covered: string, total: string, parts: number) =>
      `Read ${covered} of ${total}${parts > 1 ? ` in ${parts} parts` : ''}`,
    characters: (count: number) => `${figure(count)} characters`,
    progressLabel: 'How much of the transcript is read',
    resultLabel: 'The summary',
    sourceLabel: 'Source',
    quoteAt: (timestamp: string) => `at ${timestamp}`,
    playFrom: (timestamp: string) => `Play from ${timestamp}`,
    saved: 'Saved to My Summaries.',
    showInHistory: 'Show in My Summaries',
    notSaved: 'Not saved: summaries on the Basic plan are not kept. Upgrade to Premium to keep them in My Summaries.',
    truncated: 'The provider cut its answer short: this summary may miss the end.',
    fallback: 'The provider’s answer was unusable: these are the transcript’s own sentences.',
    edit: 'Edit the transcript',
    another: 'Summarize another',
    retry: 'Retry',
    retryAfter: (seconds: number) => `Try again in ${figure(Math.max(1, Math.ceil(seconds / 60)))} min.`,
  },
  /** The export of the whole history (issue 14) and the texts of its index.md. */
  exporting: {
    action: 'Export all summaries',
    running: 'Exporting your summaries',
    progress: (done: number, total: number) => `${figure(done)} of ${figure(total)}`,
    cancel: 'Cancel export',
    done: (count: number) => `Exported ${figure(count)} ${count === 1 ? 'summary' : 'summaries'}`,
    failed: 'The export failed. Please try again.',
    /** Nothing was saved: an archive of no summaries is an empty file (issue 28.7). */
    nothing: 'You have no summaries to export yet.',
    indexTitle: (product: string) => `${product} export`,
    indexIntro: (count: number, day: string) =>
      `${figure(count)} ${count === 1 ? 'summary' : 'summaries'}, exported ${day}. Each links to its Markdown file; summaries.json holds every field.`,
  },
  /** The account settings page (issue 14), reached from the user menu. */
  settings: {
    title: 'Account settings',
    intro: 'Your sign-in, your devices and your data.',
    backToDashboard: 'Back to dashboard',
    cancel: 'Cancel',
    loading: 'Loading your account',
    loadFailed: 'Failed to load your account',
    emailSection: 'E-mail address',
    currentEmail: (email: string) => `You sign in with ${email}.`,
    newEmailLabel: 'New e-mail address',
    currentPasswordLabel: 'Current password',
    changeEmail: 'Change e-mail',
    emailPending: (email: string) => `Waiting for you to confirm ${email}: follow the link we sent there.`,
    emailLinkSent: (email: string) => `Check ${email}: your address changes when you follow the link we sent.`,
    emailChangeCancelled: (email: string) => `E-mail change cancelled. You still sign in with ${email}.`,
    resendLink: 'Resend link',
    cancelEmailChange: 'Cancel change',
    fieldRequired: 'Fill in this field.',
    passwordSection: 'Password',
    setPasswordIntro: 'Your account signs in with Google. Set a password to sign in with your e-mail too.',
    changePassword: 'Change password',
    setPassword: 'Set password',
    passwordChanged: 'Password changed. Every other session was signed out.',
    googleReauth: 'Confirm with Google',
    googleReauthHint: 'Your account has no password: sign in with Google again to confirm it is you.',
    googleReauthActive: 'Confirmed with Google: go ahead within the next few minutes.',
    sessionsSection: 'Signed-in sessions',
    sessionsIntro: 'Every browser and extension signed in to your account.',
    sessionsLoadFailed: 'Failed to load your sessions',
    thisSession: 'This session',
    website: 'Website',
    extension: 'Skimly extension',
    unknownBrowser: 'Unknown browser',
    unknownAddress: 'unknown address',
    signedInFrom: (address: string, date: string) => `Signed in from ${address} on ${date}`,
    lastUsed: (date: string) => `Last used ${date}`,
    endSession: 'Sign out',
    endSessionOf: (device: string) => `Sign out ${device}`,
    endOthers: 'Sign out of all other sessions',
    sessionEnded: 'Session signed out',
    othersEnded: (count: number) => `${count} other ${count === 1 ? 'session' : 'sessions'} signed out`,
    sessionEndFailed: 'Could not sign out that session.',
    dataSection: 'Your data',
    dataIntro:
      'Download every summary as Markdown files with an index, plus summaries.json with every field. It is yours to keep or take elsewhere.',
    deleteSection: 'Delete account',
    deleteIntro: 'Deleting your account is immediate and cannot be undone.',
    deleteAction: 'Delete account',
    deleteTitle: 'Delete your account?',
    deleteGoes:
      'Your summaries, custom prompt, sessions and settings are deleted at once, and any paid subscription is cancelled immediately.',
    deleteKeeps:
      'Only your invoices are kept, under an anonymous number, because bookkeeping law requires it. They no longer name you.',
    deleteExportFirst: 'Want your summaries? Export them before you go.',
    deleteConfirm: 'Delete my account',
    deleted: 'Your account has been deleted. A confirmation is on its way to your inbox.',
    confirmEmailTitle: 'Confirm your new e-mail address',
    confirmingEmail: 'Confirming your new e-mail address...',
    emailConfirmed: 'Your e-mail address is changed. Use it the next time you sign in.',
  },
  /** Server answers of the payment calls (server/payments). */
  billing: {
    alreadyPremium: 'You already have an active Premium subscription.',
    planNotFound: 'Plan not found',
    planRequired: 'Choose a plan to upgrade to.',
    nothingToCancel: 'You have no active subscription to cancel.',
    alreadyCancelled: 'Your subscription is already cancelled.',
    sessionNotFound: 'Payment session not found',
    sessionExpired: 'This checkout was cancelled or has expired. No payment was taken.',
    processing: 'Your payment is being processed.',
    succeeded: 'Payment successful. Premium is now active.',
    invalidSignature: 'Invalid webhook signature',
    webhooksNotConfigured: 'Stripe webhooks are not configured on this server',
    // Issue 13: switching interval, resuming, billing (server answers).
    switchedToAnnual: 'You are now on annual billing. The unused part of your month was credited.',
    switchScheduled: 'Your plan switches to monthly billing at the end of your paid year.',
    switchUndone: 'Your scheduled switch is undone. Your plan renews as before.',
    nothingToSwitch: 'You have no active subscription to switch.',
    resumeBeforeSwitch: 'Resume your subscription before switching.',
    fixPaymentBeforeSwitch: 'Update your payment method before switching.',
    alreadyOnInterval: 'You are already on this plan.',
    resumed: 'Your subscription is back on and renews as before.',
    nothingToResume: 'There is no cancelled subscription to resume.',
    noBillingAccount: 'There is no payment method to update yet.',
    providerUnavailable: 'We could not reach the payment provider. Nothing changed; please try again in a few minutes.',
    invoiceDescription: (interval: 'month' | 'year', prorated: boolean) =>
      `${PRODUCT_NAME} Premium, ${interval === 'year' ? 'annual' : 'monthly'}${prorated ? ' (prorated)' : ''}`,
  },
  /** TEST MODE's simulation of a subscription's year (never with Stripe or in production). */
  testBilling: {
    renewalFailureArmed: 'TEST MODE: the next renewal will fail.',
    noRenewingSubscription: 'You have no renewing subscription.',
    daysRange: 'days must be a whole number from 1 to 800',
    portalTitle: 'Test billing portal',
    portalNotice: 'No real card is stored. Updating the card retries a failed renewal, which then succeeds.',
    card: 'Card',
    cardOnFile: 'Test card ending in 4242',
    paymentFailed: 'Your last renewal payment failed.',
    updateCard: 'Update card',
    back: 'Back to your account',
    notFoundTitle: 'Billing portal not available',
    notFoundText: 'Sign in with an account that has a subscription to manage its card.',
  },
  /** The built-in TEST MODE checkout page that stands in for Stripe when no key is configured. */
  testCheckout: {
    badge: TEST_MODE_LABEL,
    title: 'Test checkout',
    notice: 'No real payment is taken. Pay completes the checkout after a short delay.',
    plan: 'Plan',
    price: 'Price',
    account: 'Account',
    pay: 'Pay',
    cancel: 'Cancel',
    notFoundTitle: 'Checkout not found',
    notFoundText: 'This checkout does not exist or is already finished.',
    perInterval: (price: string, interval: string) => `$${price} / ${interval}`,
  },
  /** The banner on every page of a server running without real payments (TEST_MODE). */
  testMode: {
    label: TEST_MODE_LABEL,
    banner: 'Payments are simulated: no card is charged and Premium is not real.',
  },
  google: {
    notConfigured: 'Google sign-in is not configured on this server',
    unavailable: 'Google sign-in is unavailable right now. Please try again later.',
    badState: 'state must be 8 to 200 characters',
  },
  /** Answers of the security layer (server/security). */
  security: {
    rateLimited: 'Too many sign-in attempts.',
    tooManyResets: 'Too many password reset requests. Please try again later.',
    tooManySignUps: 'Too many sign-up attempts. Please try again later.',
    tooMuchFeedback: 'Too much feedback from this connection. Please try again later.',
    tooManyGoogleStarts: 'Too many Google sign-in attempts. Please try again later.',
    csrf: 'This request did not come from the Skimly website.',
    payloadTooLarge: 'The request body is too large.',
    nulCharacter: 'Text must not contain NUL characters.',
    malformedUrl: 'The address is not valid: it has a broken percent-encoded (%) sequence.',
  },
  api: {
    unauthorized: 'Authentication required',
    forbiddenPremium: 'Premium subscription required',
    notFound: 'Not found',
    internal: 'Something went wrong on our side. Please try again.',
    // Server answers beyond the spec (server-core).
    invalidJson: 'The request body is not valid JSON.',
    invalidInput: 'Invalid input',
    unsupportedMediaType: 'Send the body as application/json.',
    summaryNotFound: 'Summary not found',
  },
  /** Server answers of the account calls and the e-mails they send (server-core). */
  server: {
    registered: 'Check your email to verify your account.',
    emailNotVerified: 'Please verify your email address before signing in.',
    emailVerified: 'Your email address is verified. You can sign in now.',
    /** The link's first use signs its holder in (decision 286). */
    emailVerifiedSignedIn: 'Your email address is verified. You are signed in.',
    /** A verification link opened again after it did its work (issue 18.15). */
    emailAlreadyVerified: 'Your email address is already verified. You can sign in.',
    resetRequested: 'If an account exists for this address, we sent a link to reset the password.',
    /** POST /api/email/resend-verification (issue 18.15): the same answer for every address. */
    verificationResent: 'If this address is waiting for confirmation, we sent a new link.',
    passwordReset: 'Your password has been reset. You can sign in now.',
    invalidToken: 'This link is invalid or has expired.',
    verifySubject: 'Confirm your Skimly account',
    verifyText: (link: string) =>
      `Welcome to Skimly! Confirm your e-mail address to finish creating your account:\n\n${link}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this e-mail.`,
    takenSubject: 'Someone tried to sign up with your e-mail address',
    takenText: (link: string) =>
      `Someone, maybe you, tried to create a Skimly account with this e-mail address, which already has one.\n\nIf it was you, sign in instead. Forgot your password? Reset it here:\n\n${link}\n\nIf it was not you, ignore this e-mail; your account is unchanged.`,
    passwordChanged: 'Your password has been changed. Every other session has been signed out.',
    emailChangeRequested: (email: string) => `We sent a link to ${email}. Your address changes when you follow it.`,
    emailChanged: (email: string) => `Your e-mail address is now ${email}.`,
    emailTaken: 'This address already belongs to another account.',
    sameEmail: 'This is already your e-mail address.',
    /** Also the account page's line after a resend. */
    emailChangeResent: (email: string) => `We sent the link to ${email} again.`,
    noPendingEmail: 'No e-mail change is waiting.',
    accountDeleted: 'Your account has been deleted.',
    wrongPassword: 'That is not your current password.',
    reauthenticationRequired: 'Confirm it is you: enter your current password, or sign in with Google again.',
    /** The same where Google sign-in is not offered (not configured): the password is the only way (issue 28.7). */
    reauthenticationPasswordRequired: 'Confirm it is you: enter your current password.',
    billingUnavailable:
      'We could not cancel your subscription right now. Nothing was deleted; please try again in a few minutes.',
    tooManyAttempts: 'Too many attempts. Please try again later.',
    tooManySaves: 'Too many summaries saved in the last hour. Please try again later.',
    sessionIsCurrent: 'This is the session you are using. Log out to end it.',
    sessionNotFound: 'Session not found',
    summaryExists: 'This summary already exists.',
    futureDate: 'created_at must not be in the future',
    /** A summary nesting brackets deeper than SUMMARY_MAX_NESTING (decision 215). */
    summaryTooDeep: (max: number) => `summary must not nest brackets more than ${max} deep`,
    emailChangeSubject: 'Confirm your new Skimly e-mail address',
    emailChangeText: (link: string) =>
      `Someone asked to move a Skimly account to this e-mail address. Confirm it here:\n\n${link}\n\nThe link is valid for 24 hours and works once. Until then the account keeps its old address. If you did not ask for this, ignore this e-mail.`,
    emailChangeTakenSubject: 'Someone tried to move a Skimly account to your address',
    emailChangeTakenText: (link: string) =>
      `Someone tried to move another Skimly account to this e-mail address, which already has one. Nothing changed.\n\nForgot your own password? Reset it here:\n\n${link}`,
    emailChangedSubject: 'Your Skimly e-mail address was changed',
    emailChangedText: (newEmail: string) =>
      `The e-mail address of your Skimly account was changed to ${newEmail}. From now on, sign in with that address. Every link we sent to this address before (password reset, confirmation) no longer works.\n\nIf this was not you, get your account back now: sign in on the Skimly website with ${newEmail} and your password, change the e-mail address back to this one under Account (we send the link here), then change your password, which signs out every other browser and extension.\n\nThis message comes from an address that does not read replies.`,
    passwordChangedSubject: 'Your Skimly password was changed',
    passwordChangedText: (link: string) =>
      `The password of your Skimly account was changed, and every other browser and extension was signed out.\n\nIf this was not you, reset your password now:\n\n${link}`,
    accountDeletedSubject: 'Your Skimly account has been deleted',
    accountDeletedText:
      'Your Skimly account has been deleted, as you asked. Your summaries, custom prompt, sessions and settings are gone, and any paid subscription was cancelled at once: you will not be charged again.\n\nWe keep only your invoices, under an anonymous number, because bookkeeping law requires it; they no longer name you or this address.\n\nYou can create a new account with this address at any time. Thank you for having used Skimly.',
    // Issue 28.3: the subscription's lifecycle, written to the customer (once each, server/subscriptions/notices.ts).
    renewalFailedSubject: 'Your Skimly Premium renewal payment failed',
    renewalFailedText: (until: string | null, link: string) =>
      `We could not take the payment for your Skimly Premium renewal. ${until ? `Premium stays on until ${until}.` : 'Premium stays on while we retry the payment.'} Update your payment method to keep it; we will retry the payment:\n\n${link}\n\nIf it is not paid, your account moves to the Basic plan.`,
    graceEndingSubject: (date: string) => `Your Skimly Premium ends on ${date}`,
    graceEndingText: (date: string, link: string) =>
      `Your Skimly Premium renewal is still unpaid. Premium ends on ${date} unless you update your payment method:\n\n${link}\n\nAfter that your account moves to the Basic plan: your custom prompt and your saved-summaries history are no longer available.`,
    lapsedSubject: 'Your Skimly account is now on the Basic plan',
    lapsedText: (reason: 'unpaid' | 'cancelled', link: string) =>
      `${reason === 'unpaid' ? 'The renewal payment for your Skimly Premium was not made, so Premium has ended.' : 'You cancelled your Skimly Premium subscription and the period you paid for has ended.'} Your account is now on the Basic plan: your custom prompt and your saved-summaries history are no longer available. Nothing more will be charged.\n\nYou can subscribe again at any time:\n\n${link}`,
    cardUpdatedSubject: 'Your Skimly payment method was updated',
    cardUpdatedText: (retried: boolean, link: string) =>
      `The payment method of your Skimly Premium subscription was updated.${retried ? ' The renewal payment that had failed went through: Premium renews as usual.' : ''}\n\nIf this was not you, sign in and check your billing now:\n\n${link}`,
    resetSubject: 'Reset your Skimly password',
    resetText: (link: string) =>
      `Someone asked to reset the password of your Skimly account. Choose a new password here:\n\n${link}\n\nThe link is valid for one hour and works once. If you did not ask for it, ignore this e-mail.`,
  },
  /** The server's summariser (issue 23): each failure says what happened and what to do; nothing failed is counted. */
  summarizer: {
    /**
     * A failure as the server's answer words it (its `message`, a failed attempt's text in the history
     * and the export): the title and next step of `summaryFailures`, the very words the website and
     * the extension show by reason code, then what only the server knows.
     */
    failureMessage: (failure: { title: string; next: string }, details: string[]) =>
      [`${failure.title}.`, failure.next, ...details].join(' '),
    /** What the server adds to a failure's words. */
    failureDetails: {
      tooLong: (hours: string) => `This server summarises about ${hours} of speech.`,
      retryIn: (wait: string) => `Try again in ${wait}.`,
      dailyLimit: (limit: number, wait: string) => `The plan has ${figure(limit)} a day; more in ${wait}.`,
      notCounted: 'Nothing was counted.',
    },
    /** "2 h", "35 min", "40 s": how long until something starts again. */
    wait: (seconds: number) =>
      seconds >= 3600
        ? `${figure(Math.round(seconds / 3600))} h`
        : seconds >= 60
          ? `${figure(Math.round(seconds / 60))} min`
          : `${figure(seconds)} s`,
    /** "2:41:00 of 2:41:00 in 6 parts", or "12,000 of 40,000 characters". */
    coverage: (covered: string, total: string, parts: number) =>
      `${covered} of ${total}${parts > 1 ? ` in ${figure(parts)} parts` : ''}`,
  },
} as const;
