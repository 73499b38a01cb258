/**
 * The language models behind one interface (decision 220): an OpenAI-compatible endpoint (OpenAI,
 * Ollama, LM Studio, vLLM, OpenRouter) or Anthropic, through the ai SDK's providers and its streaming.
 * A call streams text and ends by saying whether the provider cut it at the token limit; a failure is
 * a ProviderFailure with the contract's reason code. The key goes to the SDK and nowhere else: no
 * error, log line or answer carries it (errors are reduced to a reason and an HTTP status).
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, type LanguageModel, RetryError, streamText } from 'ai';
import type { components } from '#contract/schema.d.ts';
import type { Config } from '#server/config.ts';

type Reason = components['schemas']['SummaryFailureReason'];
export type ProviderName = components['schemas']['SummaryProvider'];

/** A model call that failed, with what the person is told. */
export class ProviderFailure extends Error {
  constructor(
    readonly reason: Reason,
    readonly retryAfterSeconds?: number,
    /** The provider's HTTP status, for the log. */
    readonly status?: number,
  ) {
    super(`summary provider failed: ${reason}${status ? ` (HTTP ${status})` : ''}`);
    this.name = 'ProviderFailure';
  }
}

export type ModelCall = { system: string; prompt: string; signal: AbortSignal };

export type ModelChunk = { type: 'text'; text: string } | { type: 'finish'; cut: boolean };

/** A model that writes summaries. */
export interface SummaryModel {
  readonly provider: Exclude<ProviderName, 'extractive'>;
  readonly model: string;
  /** Streams the answer; throws ProviderFailure. Ends with one `finish` chunk. */
  stream(call: ModelCall): AsyncIterable<ModelChunk>;
}

export type ProviderConfig = Pick<
  Config,
  | 'SUMMARY_PROVIDER'
  | 'SUMMARY_BASE_URL'
  | 'SUMMARY_API_KEY'
  | 'SUMMARY_MODEL'
  | 'SUMMARY_TIMEOUT_MS'
  | 'SUMMARY_MAX_OUTPUT_TOKENS'
>;

/** Seconds from a Retry-After header (seconds or an HTTP date), when it says. */
function retryAfter(headers: Record<string, string> | undefined, now: number): number | undefined {
  const value = headers?.['retry-after'] ?? headers?.['Retry-After'];
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Any error of a call as the contract's reason. `timedOut`: our own deadline aborted the call. */
export function classify(error: unknown, timedOut: boolean): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  if (timedOut) return new ProviderFailure('provider_timeout');
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    if (status === undefined) return new ProviderFailure('provider_unreachable');
    if (status === 401 || status === 403) return new ProviderFailure('provider_unauthorized', undefined, status);
    if (status === 429)
      return new ProviderFailure('provider_rate_limited', retryAfter(cause.responseHeaders, Date.now()), status);
    if (status === 408 || status === 504) return new ProviderFailure('provider_timeout', undefined, status);
    if (status >= 500) return new ProviderFailure('provider_unreachable', undefined, status);
    return new ProviderFailure('provider_error', undefined, status);
  }
  if (cause instanceof Error && (cause.name === 'AbortError' || cause.name === 'TimeoutError'))
    return new ProviderFailure('provider_timeout');
  // fetch failed: refused, reset, unknown host, a stream that broke mid-way.
  return new ProviderFailure('provider_unreachable');
}

function languageModel(config: ProviderConfig): LanguageModel {
  const model = config.SUMMARY_MODEL ?? '';
  if (config.SUMMARY_PROVIDER === 'anthropic') {
    return createAnthropic({
      apiKey: config.SUMMARY_API_KEY ?? '',
      ...(config.SUMMARY_BASE_URL ? { baseURL: config.SUMMARY_BASE_URL } : {}),
    })(model);
  }
  return createOpenAICompatible({
    name: 'skimly',
    baseURL: config.SUMMARY_BASE_URL ?? '',
    ...(config.SUMMARY_API_KEY ? { apiKey: config.SUMMARY_API_KEY } : {}),
  })(model);
}

// The SDK prints its warnings (an unsupported setting of a model) to the console; the server logs through pino.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

/** The configured model, or null for the extractive summariser. */
export function summaryModel(config: ProviderConfig): SummaryModel | null {
  if (config.SUMMARY_PROVIDER === 'extractive') return null;
  const model = languageModel(config);
  return {
    provider: config.SUMMARY_PROVIDER,
    model: config.SUMMARY_MODEL ?? '',
    async *stream(call) {
      const deadline = AbortSignal.timeout(config.SUMMARY_TIMEOUT_MS);
      const signal = AbortSignal.any([call.signal, deadline]);
      const timedOut = () => deadline.aborted && !call.signal.aborted;
      for (let attempt = 1; ; attempt++) {
        let answered = false;
        try {
          const result = streamText({
            model,
            system: call.system,
            prompt: call.prompt,
            maxOutputTokens: config.SUMMARY_MAX_OUTPUT_TOKENS,
            // The SDK's retries would repeat 429s and 5xx: a failure is the person's to retry, at no cost.
            maxRetries: 0,
            abortSignal: signal,
            // Errors arrive as stream parts and are classified below; the SDK's default prints them whole.
            onError: () => {},
          });
          let finished = false;
          for await (const part of result.fullStream) {
            if (part.type === 'text-delta') {
              answered = true;
              yield { type: 'text', text: part.text };
            } else if (part.type === 'error') throw part.error;
            else if (part.type === 'abort')
              throw new ProviderFailure(timedOut() ? 'provider_timeout' : 'internal_error');
            else if (part.type === 'finish') {
              finished = true;
              yield { type: 'finish', cut: part.finishReason === 'length' };
            }
          }
          if (!finished) throw new ProviderFailure(timedOut() ? 'provider_timeout' : 'provider_unreachable');
          return;
        } catch (error) {
          const failure = classify(error, timedOut());
          // A connection that failed before any answer (a kept-alive socket the provider had just closed)
          // is tried once more; an HTTP error, a timeout or a stream cut after text is not.
          const reconnect = failure.reason === 'provider_unreachable' && failure.status === undefined;
          if (!reconnect || answered || attempt > 1 || signal.aborted) throw failure;
        }
      }
    },
  };
}
