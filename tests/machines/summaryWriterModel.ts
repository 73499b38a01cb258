/**
 * The summaryWriter machine's path model (the extension's provider summary streaming in, the child of
 * videoSummary): every writer event, and what makes two states differ for the panel.
 */
import type { GenerateSummaryResult } from '#machines/apiTypes.ts';
import { type WriterInput, summaryWriterMachine } from '#machines/summaryWriter.machine.ts';
import type { EventFixtures, PathModelConfig } from './pathCoverage.ts';
import { quota, section, signedInSetup, source, summary } from './videoSummaryModel.ts';

const input: WriterInput = { source, outputLanguage: null, setup: signedInSetup };

const written: GenerateSummaryResult = { type: 'done', summary, quota };
const refused: GenerateSummaryResult = {
  type: 'failed',
  failure: { reason: 'provider_rate_limited', message: 'The provider asked to slow down.', next_step: 'retry_later' },
  quota,
};

const summaryWriterEvents = {
  'writer.progress': [
    {
      type: 'writer.progress',
      progress: {
        type: 'progress',
        phase: 'summarizing',
        part: 1,
        parts: 2,
        coverage: { unit: 'seconds', covered: 0, total: 120, parts: 2, complete: false },
      },
    },
  ],
  'writer.section': [{ type: 'writer.section', position: 0, section }],
  'writer.finished': [
    { type: 'writer.finished', result: written },
    { type: 'writer.finished', result: refused },
  ],
  'writer.wrote': [{ type: 'writer.wrote', summary: { ...summary, provider: 'openai-compatible', model: 'llama3' } }],
  'writer.broke': [
    {
      type: 'writer.broke',
      failure: { reason: 'provider_rate_limited', detail: null, nextStep: 'retry_later', retryAfterSeconds: 20 },
    },
  ],
} satisfies EventFixtures<typeof summaryWriterMachine>;

export const summaryWriterModel: PathModelConfig<typeof summaryWriterMachine> = {
  machine: summaryWriterMachine,
  inputs: [input],
  events: summaryWriterEvents,
  serializeContext: (context) => ({
    streamed: context.streamed.length,
    progress: context.progress !== null,
    summary: context.outcome?.summary !== undefined && context.outcome.summary !== null,
    failure: context.outcome?.failure?.reason ?? null,
  }),
};
