/**
 * The person's own provider writes the summary: an OpenAI-compatible endpoint or a local Ollama (its
 * /v1 API), called from the service worker with the AI SDK. The key goes from the extension's storage to
 * that endpoint only. The answer must be the contract's sections, each bullet with its quote; bullets
 * whose quote is not in the transcript lose it, and an answer that is no list of sections fails.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText } from 'ai';
import type { GeneratedSummary, SummarySection, VideoTranscript } from '#machines/apiTypes.ts';
import { type Failure, nextStepOf, type WriterEvent, type WriterInput } from '#machines/videoSummary.machine.ts';
import type { ExtensionSettings } from '#extension/shared/settings.ts';

/** The transcript sent in one request; a longer one is cut and `coverage` says how much was read. */
const MAX_TRANSCRIPT_CHARS = 48_000;

const clock = (seconds: number) => {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
};

function transcriptText(source: VideoTranscript): { text: string; coveredSeconds: number } {
  let text = '';
  let coveredSeconds = source.duration_seconds;
  for (const segment of source.segments) {
    const line = `[${Math.floor(segment.start)}] ${segment.text}\n`;
    if (text.length + line.length > MAX_TRANSCRIPT_CHARS) {
      coveredSeconds = segment.start;
      break;
    }
    text += line;
  }
  return { text, coveredSeconds };
}

function instructions(outputLanguage: string | null): string {
  return [
    'You summarise a YouTube video from its transcript. Each transcript line starts with its second in brackets.',
    'Answer with JSON only: an array of 3 to 8 sections in time order,',
    'each {"start": <second the section starts>, "title": "<short title>", "bullets": [{"text": "<one key point>", "quote": "<the transcript words it rests on, copied exactly, at most 200 characters>", "start": <second of the quote>}]}.',
    '2 to 4 bullets a section.',
    outputLanguage
      ? `Write titles and bullets in the language "${outputLanguage}"; quotes stay as spoken.`
      : 'Write in the transcript’s language.',
  ].join(' ');
}

type RawBullet = { text?: unknown; quote?: unknown; start?: unknown };
type RawSection = { start?: unknown; title?: unknown; bullets?: unknown };

function sectionsOf(answer: string, source: VideoTranscript): SummarySection[] | null {
  const json = answer.slice(answer.indexOf('['), answer.lastIndexOf(']') + 1);
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(raw)) return null;
  const flat = source.segments
    .map((segment) => segment.text)
    .join(' ')
    .toLowerCase();
  const sections: SummarySection[] = [];
  for (const item of raw as RawSection[]) {
    const start = typeof item.start === 'number' ? Math.max(0, Math.min(item.start, source.duration_seconds)) : 0;
    if (typeof item.title !== 'string' || !Array.isArray(item.bullets)) continue;
    const bullets = (item.bullets as RawBullet[]).filter((b) => typeof b.text === 'string');
    if (bullets.length === 0) continue;
    sections.push({
      timestamp: clock(start),
      title: item.title,
      bullets: bullets.map((b) => String(b.text)),
      sources: bullets.map((b) => {
        const quote = typeof b.quote === 'string' && flat.includes(b.quote.toLowerCase()) ? b.quote : '';
        const at = typeof b.start === 'number' ? Math.max(0, Math.min(b.start, source.duration_seconds)) : start;
        return { start: at, end: at, quote };
      }),
    });
  }
  return sections.length > 0 ? sections : null;
}

function failureOf(error: unknown, settings: ExtensionSettings): Failure {
  const make = (reason: string, detail: string | null = null, retryAfterSeconds: number | null = null): Failure => ({
    reason,
    detail,
    nextStep: nextStepOf(reason),
    retryAfterSeconds,
  });
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 429) {
      const retryAfter = Number(error.responseHeaders?.['retry-after']);
      return make('provider_rate_limited', null, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
    }
    // Ollama answers 403 to an origin it was not told to allow (OLLAMA_ORIGINS)
    if (status === 403 && settings.provider === 'ollama') return make('origin_refused');
    if (status === 401 || status === 403) return make('provider_unauthorized');
    if (status === undefined || status >= 500) return make('provider_unreachable');
    return make('provider_error', error.message.slice(0, 300));
  }
  if (error instanceof Error && error.name === 'AbortError') return make('provider_timeout');
  return make(navigator.onLine ? 'provider_unreachable' : 'offline');
}

export async function writeWithOwnProvider(
  settings: ExtensionSettings,
  input: WriterInput,
  send: (event: WriterEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const { source, outputLanguage } = input;
  const { text, coveredSeconds } = transcriptText(source);
  const provider = createOpenAICompatible({
    name: settings.provider,
    baseURL: settings.baseUrl.replace(/\/$/, ''),
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
  });
  send({
    type: 'writer.progress',
    progress: {
      type: 'progress',
      phase: 'summarizing',
      part: 1,
      parts: 1,
      coverage: { unit: 'seconds', covered: 0, total: source.duration_seconds, parts: 1, complete: false },
    },
  });
  let answer: string;
  try {
    const result = await generateText({
      model: provider.chatModel(settings.model),
      system: instructions(outputLanguage),
      prompt: `Title: ${source.title}\n\nTranscript:\n${text}`,
      maxRetries: 0,
      abortSignal: signal,
    });
    answer = result.text;
  } catch (error) {
    if (!signal.aborted) send({ type: 'writer.broke', failure: failureOf(error, settings) });
    return;
  }
  const sections = sectionsOf(answer, source);
  if (!sections) {
    send({
      type: 'writer.broke',
      failure: { reason: 'output_unusable', detail: null, nextStep: 'retry', retryAfterSeconds: null },
    });
    return;
  }
  const complete = coveredSeconds >= source.duration_seconds;
  const summary: GeneratedSummary = {
    title: source.title,
    type: 'video',
    video_id: source.video_id,
    language: outputLanguage ?? source.language ?? null,
    sections,
    coverage: { unit: 'seconds', covered: coveredSeconds, total: source.duration_seconds, parts: 1, complete },
    truncated: false,
    provider: 'openai-compatible',
    model: settings.model,
    fallback: false,
    generated_at: new Date().toISOString(),
  };
  send({ type: 'writer.wrote', summary });
}
