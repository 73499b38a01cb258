/** "New summary" test data shaped like POST /api/summaries/generate's answers (openapi.yaml). */
import type { components } from '#contract/schema.d.ts';

type Schemas = components['schemas'];

export const VIDEO_ID = 'dQw4w9WgXcQ';

export const srtFile = {
  name: `How attention works [${VIDEO_ID}].en.srt`,
  text: [
    '1',
    '00:00:00,000 --> 00:00:04,200',
    'Today we look at how transformers read a sentence.',
    '',
    '2',
    '00:00:04,200 --> 00:00:09,300',
    'The key idea is attention.',
    '',
  ].join('\n'),
};

export const pastedTranscript =
  '0:00 Today we look at how transformers read a sentence.\n0:04 The key idea is attention.';

export const basicQuota: Schemas['SummaryQuota'] = {
  plan: 'basic',
  limit: 5,
  used: 2,
  remaining: 3,
  resets_at: '2026-11-28T00:00:00Z',
};
export const premiumQuota: Schemas['SummaryQuota'] = { ...basicQuota, plan: 'premium', limit: 100, remaining: 98 };

export const quotaAnswer = (quota: Schemas['SummaryQuota']): Schemas['SummaryQuotaResponse'] => ({
  success: true,
  quota,
  provider: 'extractive',
});

export const sections: Schemas['SummarySection'][] = [
  {
    timestamp: '0:00',
    title: 'How transformers read',
    bullets: ['Transformers read a whole sentence at once.'],
    sources: [{ start: 0, end: 4.2, quote: 'Today we look at how transformers read a sentence.' }],
  },
  {
    timestamp: '0:04',
    title: 'Attention',
    bullets: ['Attention is the key idea.'],
    sources: [{ start: 4.2, end: 9.3, quote: 'The key idea is attention.' }],
  },
];

const coverage = (covered: number): Schemas['SummaryCoverage'] => ({
  unit: 'seconds',
  covered,
  total: 9.3,
  parts: 1,
  complete: covered >= 9.3,
});

export const progress = (phase: Schemas['SummaryProgress']['phase'], covered = 0): Schemas['SummaryProgress'] => ({
  type: 'progress',
  phase,
  part: phase === 'preparing' ? 0 : 1,
  parts: 1,
  coverage: coverage(covered),
});

export const generated: Schemas['GeneratedSummary'] = {
  title: 'How attention works',
  type: 'video',
  video_id: VIDEO_ID,
  language: 'en',
  sections,
  coverage: coverage(9.3),
  truncated: false,
  provider: 'extractive',
  model: null,
  fallback: false,
  generated_at: '2026-11-27T10:00:00Z',
};

export const savedSummary: Schemas['Summary'] = {
  id: '00000000-0000-4000-8000-0000000000aa',
  title: 'How attention works',
  video_id: VIDEO_ID,
  type: 'video',
  created_at: '2026-11-27T10:00:00Z',
  summary: JSON.stringify(sections),
};

/** The last event: Premium's summary, saved. */
export const doneSaved: Schemas['GenerateSummaryResult'] = {
  type: 'done',
  summary: generated,
  saved: savedSummary,
  quota: { ...premiumQuota, used: 3, remaining: 97 },
};
/** The last event: Basic's summary, not saved. */
export const doneNotSaved: Schemas['GenerateSummaryResult'] = {
  type: 'done',
  summary: generated,
  quota: { ...basicQuota, used: 3, remaining: 2 },
};

export const failedResult = (
  reason: Schemas['SummaryFailureReason'],
  options: { savedAttempt?: boolean; retryAfter?: number } = {},
): Schemas['GenerateSummaryResult'] => ({
  type: 'failed',
  failure: {
    reason,
    message: 'The summariser did not answer.',
    next_step: 'retry',
    ...(options.retryAfter === undefined ? {} : { retry_after_seconds: options.retryAfter }),
  },
  ...(options.savedAttempt
    ? {
        saved: {
          ...savedSummary,
          id: '00000000-0000-4000-8000-0000000000bb',
          status: 'failed' as const,
          failure_reason: reason,
          summary: 'The summariser did not answer.',
        },
      }
    : {}),
  quota: premiumQuota,
});

/** Premium's failed attempt as the history lists it (issue 23.7): its reason, Retry on its card. */
export const failedAttempt = failedResult('provider_unreachable', { savedAttempt: true }).saved as Schemas['Summary'];
/** The same attempt after a retry that failed again: the server updated its reason. */
export const failedAgain = failedResult('provider_timeout', { savedAttempt: true });
