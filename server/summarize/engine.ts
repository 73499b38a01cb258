/**
 * Writes one summary (decision 221): the source in windows and parts, each part through the model
 * (or the extractive summariser), each answer line checked and turned into a section with its
 * sources, sections handed on as soon as they are final, parts merged in order. A part whose answer
 * breaks the format gets one repair; if that fails too, the extractive summary of what the part had
 * left stands in, labelled (`fallback`). An answer cut at the token limit keeps what it had and flags
 * the summary `truncated`; coverage says how far the summary read. A provider's failure ends the
 * summary with its reason code.
 */
import type { components } from '#contract/schema.d.ts';
import { extractiveSummary } from '#domain/summarizer/extractive.ts';
import {
  checkLine,
  lastWindowOf,
  type ModelSection,
  type PromptOptions,
  partPrompt,
  repairPrompt,
  systemPrompt,
  toSection,
} from '#domain/summarizer/model.ts';
import { type Part, partsOf, prepareSource, type SummarizerSource, type Window } from '#domain/summarizer/windows.ts';
import { classify, type ProviderFailure, type SummaryModel } from './providers.ts';

type Schemas = components['schemas'];
type Reason = Schemas['SummaryFailureReason'];
type Section = Schemas['SummarySection'];
type Progress = Schemas['SummaryProgress'];
type Coverage = Schemas['SummaryCoverage'];
export type GeneratedSummary = Schemas['GeneratedSummary'];

export type EngineInput = {
  source: SummarizerSource;
  /** BCP 47, or null for the source's language. */
  outputLanguage: string | null;
  /** Premium's saved prompt: focus and style. */
  customPrompt: string | null;
};

export type EngineOptions = {
  model: SummaryModel | null;
  partChars: number;
  maxChars: number;
  now(): Date;
  /** Aborted when the client goes away: the model calls stop. */
  signal: AbortSignal;
};

export type EngineEvents = {
  progress(progress: Progress): void;
  section(index: number, section: Section): void;
};

export type EngineResult =
  | { ok: true; summary: GeneratedSummary }
  | { ok: false; reason: Reason; retryAfterSeconds?: number; status?: number };

/** What one part of a model's answer gave. */
type PartOutcome = { sections: ModelSection[]; cut: boolean; errors: string[]; text: string };

const FENCE = /^```[\w-]*$/;

/** Runs one model call and checks its lines as they come; `onValid` sees each valid line while none has failed. */
async function callModel(
  model: SummaryModel,
  call: { system: string; prompt: string; signal: AbortSignal },
  checkOne: (line: string) => ReturnType<typeof checkLine>,
  onValid: (section: ModelSection) => void,
): Promise<PartOutcome> {
  const outcome: PartOutcome = { sections: [], cut: false, errors: [], text: '' };
  let buffer = '';
  const take = (line: string, last: boolean) => {
    const trimmed = line.trim();
    if (trimmed === '' || FENCE.test(trimmed)) return;
    const verdict = checkOne(trimmed);
    if (verdict.ok) {
      outcome.sections.push(verdict.section);
      if (outcome.errors.length === 0) onValid(verdict.section);
    } else if (!(last && outcome.cut)) outcome.errors.push(`${verdict.error}: ${trimmed.slice(0, 120)}`);
  };
  for await (const chunk of model.stream(call)) {
    if (chunk.type === 'finish') {
      outcome.cut = chunk.cut;
      continue;
    }
    outcome.text += chunk.text;
    buffer += chunk.text;
    let nl = buffer.indexOf('\n');
    while (nl !== -1) {
      take(buffer.slice(0, nl), false);
      buffer = buffer.slice(nl + 1);
      nl = buffer.indexOf('\n');
    }
  }
  take(buffer, true);
  return outcome;
}

/** A whole answer written as one JSON array (or fenced): its items as lines, when that is what it was. */
function salvage(text: string, checkOne: (line: string) => ReturnType<typeof checkLine>): ModelSection[] | null {
  // Anchored at the start, and the closing fence cut by position: a trailing pattern like /\s*```$/
  // retries at every space of a long run (quadratic on hostile output).
  const opened = text.trim().replace(/^```[\w-]*\s*/, '');
  const unfenced = opened.endsWith('```') ? opened.slice(0, -3).trimEnd() : opened;
  let value: unknown;
  try {
    value = JSON.parse(unfenced);
  } catch {
    return null;
  }
  const items = Array.isArray(value) ? value : (value as { sections?: unknown })?.sections;
  if (!Array.isArray(items) || items.length === 0) return null;
  const sections: ModelSection[] = [];
  for (const item of items) {
    const verdict = checkOne(JSON.stringify(item));
    if (!verdict.ok) return null;
    sections.push(verdict.section);
  }
  return sections;
}

/** Writes the summary, handing on progress and final sections; never throws for a provider's failure. */
export async function writeSummary(
  input: EngineInput,
  options: EngineOptions,
  on: EngineEvents,
): Promise<EngineResult> {
  const prepared = prepareSource(input.source);
  if (prepared.units.length === 0) return { ok: false, reason: 'no_transcript' };
  if (prepared.chars > options.maxChars) return { ok: false, reason: 'too_long' };
  const coverage = (covered: number, parts: number, complete: boolean): Coverage => ({
    unit: prepared.unit,
    covered: Math.min(prepared.total, Math.round(covered * 1000) / 1000),
    total: prepared.total,
    parts,
    complete,
  });
  const sections: Section[] = [];
  const emit = (section: Section) => {
    on.section(sections.length, section);
    sections.push(section);
  };
  const base = {
    title: input.source.title,
    type: input.source.kind,
    ...(input.source.kind === 'video' ? { video_id: input.source.video_id } : {}),
  } as const;

  if (!options.model) {
    on.progress({ type: 'progress', phase: 'preparing', part: 0, parts: 1, coverage: coverage(0, 1, false) });
    on.progress({ type: 'progress', phase: 'summarizing', part: 1, parts: 1, coverage: coverage(0, 1, false) });
    for (const section of extractiveSummary(prepared)) emit(section);
    return {
      ok: true,
      summary: {
        ...base,
        language: input.source.language ?? null,
        sections,
        coverage: coverage(prepared.total, 1, true),
        truncated: false,
        provider: 'extractive',
        model: null,
        fallback: false,
        generated_at: options.now().toISOString(),
      },
    };
  }

  const model = options.model;
  const parts = partsOf(prepared, options.partChars);
  on.progress({
    type: 'progress',
    phase: 'preparing',
    part: 0,
    parts: parts.length,
    coverage: coverage(0, parts.length, false),
  });
  let covered = 0;
  let truncated = false;
  let fallback = false;
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p] as Part;
    const partStart = p === 0 ? 0 : part.start;
    const partEnd = p === parts.length - 1 ? prepared.total : (parts[p + 1] as Part).start;
    on.progress({
      type: 'progress',
      phase: 'summarizing',
      part: p + 1,
      parts: parts.length,
      coverage: coverage(covered, parts.length, false),
    });
    const prompts: PromptOptions = {
      language: input.outputLanguage,
      customPrompt: input.customPrompt,
      title: input.source.title,
      part: p + 1,
      parts: parts.length,
    };
    const system = systemPrompt(prompts);
    const prompt = partPrompt(prepared, part, prompts);
    const checkOne = (line: string) => checkLine(line, part, prepared.windows);
    let lastWindow = 0;
    const accept = (s: ModelSection) => {
      emit(toSection(prepared, s));
      lastWindow = Math.max(lastWindow, lastWindowOf(s));
    };
    try {
      const first = await callModel(model, { system, prompt, signal: options.signal }, checkOne, accept);
      let outcome = first;
      if (first.errors.length > 0 || first.sections.length === 0) {
        const whole = first.sections.length === 0 ? salvage(first.text, checkOne) : null;
        if (whole) outcome = { ...first, sections: whole, errors: [] };
        else {
          const repair = `${prompt}\n\n${repairPrompt(first.text, first.errors.length > 0 ? first.errors : ['the answer had no sections'])}`;
          outcome = await callModel(model, { system, prompt: repair, signal: options.signal }, checkOne, () => {});
          if (outcome.errors.length > 0 || outcome.sections.length === 0) {
            const salvaged = salvage(outcome.text, checkOne);
            outcome = salvaged ? { ...outcome, sections: salvaged, errors: [] } : outcome;
          }
        }
        if (outcome.errors.length === 0 && outcome.sections.length > 0) {
          // Only what lies after the sections already handed on.
          for (const s of outcome.sections)
            if (s.bullets.every((b) => (b.windows[0] as number) > lastWindow)) accept(s);
        } else {
          fallback = true;
          // The extractive summary of the windows not yet covered (a window's index is its number - 1).
          const from = Math.max(part.first, lastWindow);
          if (from <= part.last) {
            const fromUnit = (prepared.windows[from] as Window).firstUnit;
            const toUnit = (prepared.windows[part.last] as Window).lastUnit;
            for (const section of extractiveSummary(prepared, { fromUnit, toUnit })) emit(section);
          }
          lastWindow = (prepared.windows[part.last] as Window).number;
          outcome = { ...outcome, cut: false };
        }
      }
      if (outcome.cut) {
        truncated = true;
        const reached = lastWindow > 0 ? (prepared.windows[lastWindow - 1] as Window).end : partStart;
        covered += Math.max(0, Math.min(partEnd, reached) - partStart);
      } else covered += partEnd - partStart;
    } catch (error) {
      const failure: ProviderFailure = classify(error, false);
      return {
        ok: false,
        reason: failure.reason,
        ...(failure.retryAfterSeconds !== undefined ? { retryAfterSeconds: failure.retryAfterSeconds } : {}),
        ...(failure.status !== undefined ? { status: failure.status } : {}),
      };
    }
  }
  if (parts.length > 1)
    on.progress({
      type: 'progress',
      phase: 'merging',
      part: parts.length,
      parts: parts.length,
      coverage: coverage(covered, parts.length, false),
    });
  return {
    ok: true,
    summary: {
      ...base,
      language: input.outputLanguage ?? input.source.language ?? null,
      sections,
      coverage: coverage(covered, parts.length, !truncated && covered >= prepared.total - 1e-6),
      truncated,
      provider: model.provider,
      model: model.model,
      fallback,
      ...(fallback ? { fallback_reason: 'output_unusable' as const } : {}),
      generated_at: options.now().toISOString(),
    },
  };
}
