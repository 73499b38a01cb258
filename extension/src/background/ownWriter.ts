/**
 * The person's own provider writes the summary: an OpenAI-compatible endpoint or a local Ollama (its
 * /v1 API), called from the service worker with the AI SDK. The key goes from the extension's storage to
 * that endpoint only. It is asked exactly as Skimly's server asks its model (domain/summarizer/model.ts):
 * the transcript in parts of numbered windows, one JSON line per section citing windows, so timestamps
 * and quotes come from the transcript, never from the model. A part whose answer is unusable gets the
 * extractive summary of that part (`fallback`).
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText } from 'ai';
import { extractiveSummary } from '#domain/summarizer/extractive.ts';
import { checkLine, partPrompt, systemPrompt, toSection } from '#domain/summarizer/model.ts';
import { partsOf, prepareSource } from '#domain/summarizer/windows.ts';
import type { GeneratedSummary, SummarySection } from '#machines/apiTypes.ts';
import { type Failure, nextStepOf, type WriterEvent, type WriterInput } from '#machines/videoSummary.machine.ts';
import type { ExtensionSettings } from '#extension/shared/settings.ts';

/** Characters of transcript in one request: a longer transcript is summarised in parts, in order. */
const PART_CHARS = 24_000;

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
  const prepared = prepareSource(source);
  const parts = partsOf(prepared, PART_CHARS);
  const provider = createOpenAICompatible({
    name: settings.provider,
    baseURL: settings.baseUrl.replace(/\/$/, ''),
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
  });
  const sections: SummarySection[] = [];
  let fallback = false;
  for (const [index, part] of parts.entries()) {
    send({
      type: 'writer.progress',
      progress: {
        type: 'progress',
        phase: 'summarizing',
        part: index + 1,
        parts: parts.length,
        coverage: { unit: 'seconds', covered: part.start, total: prepared.total, parts: parts.length, complete: false },
      },
    });
    let answer: string;
    try {
      const options = {
        language: outputLanguage,
        customPrompt: null,
        title: source.title,
        part: index + 1,
        parts: parts.length,
      };
      const result = await generateText({
        model: provider.chatModel(settings.model),
        system: systemPrompt(options),
        prompt: partPrompt(prepared, part, options),
        maxRetries: 0,
        abortSignal: signal,
      });
      answer = result.text;
    } catch (error) {
      if (!signal.aborted) send({ type: 'writer.broke', failure: failureOf(error, settings) });
      return;
    }
    const written = answer
      .split('\n')
      .filter((line) => line.trim().startsWith('{'))
      .map((line) => checkLine(line, part, prepared.windows))
      .flatMap((verdict) => (verdict.ok ? [toSection(prepared, verdict.section)] : []));
    const partSections =
      written.length > 0
        ? written
        : extractiveSummary(prepared, {
            fromUnit: prepared.windows[part.first]?.firstUnit ?? 0,
            toUnit: prepared.windows[part.last]?.lastUnit ?? 0,
          });
    if (written.length === 0) fallback = true;
    for (const section of partSections) {
      send({ type: 'writer.section', position: sections.length, section });
      sections.push(section);
    }
  }
  if (sections.length === 0) {
    send({
      type: 'writer.broke',
      failure: { reason: 'output_unusable', detail: null, nextStep: 'retry', retryAfterSeconds: null },
    });
    return;
  }
  const summary: GeneratedSummary = {
    title: source.title,
    type: 'video',
    video_id: source.video_id,
    language: outputLanguage ?? source.language ?? null,
    sections,
    coverage: {
      unit: 'seconds',
      covered: prepared.total,
      total: prepared.total,
      parts: parts.length,
      complete: !fallback,
    },
    truncated: false,
    provider: 'openai-compatible',
    model: settings.model,
    fallback,
    generated_at: new Date().toISOString(),
  };
  send({ type: 'writer.wrote', summary });
}
