/**
 * Pathological inputs (issue 26.2): every parser of a summary's text on the inputs that made the old
 * patterns backtrack (backticks and newlines, a heading or bullet of spaces, unclosed markers) and
 * their kin, at 8, 32 and 64 thousand characters (the body limit is 64 KiB). A linear parser takes
 * eight times as long for eight times the input: the growth exponent (the time ratio from 8 to 64
 * thousand characters, as a power of 8) stays near 1; a quadratic one shows 2. Times are the
 * process's CPU time, so a busy machine slows the figures less than it would wall time. Part of `npm run bench`; alone:
 * `npm run bench:pathological`. Exits non-zero when a parser grows faster than linearly.
 */
import { pathToFileURL } from 'node:url';
import { parseInlines, parseMarkdown } from '#domain/markdownText.ts';
import { nestingDepth, parseSummaryBody } from '#domain/summaryBody.ts';
import { summaryMarkdown } from '#domain/summaryMarkdown.ts';
import { parseChapters } from '#domain/transcript/chapters.ts';
import { round } from '#tests/support/http.ts';
import { printTable, writeReport } from './report.ts';

const SIZES = [8_000, 32_000, 64_000] as const;
/** Above this growth exponent a parser is not linear (measurement noise stays well under it). */
const LINEAR_EXPONENT_MAX = 1.6;

const repeat = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

const asSummary = (summary: string, title = 'Pathological') => ({
  id: '00000000-0000-4000-8000-000000000000',
  title,
  video_id: 'dQw4w9WgXcQ',
  type: 'video' as const,
  summary,
  created_at: '2026-11-27T00:00:00.000Z',
});
const exportOf = (summary: string, title?: string) => summaryMarkdown(asSummary(summary, title), 'UTC');
const sectionsWith = (bullet: string) => JSON.stringify([{ timestamp: '0:00', title: 'T', bullets: [bullet] }]);

type Case = { parser: string; input: string; make(size: number): string; run(text: string): unknown };

/** Each case names the parser and the input; make(size) builds an input of that many characters. */
const CASES: Case[] = [
  {
    parser: 'parseSummaryBody',
    input: 'backticks then newlines',
    make: (n) => `\`\`\`${repeat('\n', n - 4)}x`,
    run: parseSummaryBody,
  },
  { parser: 'parseSummaryBody', input: '```\\n repeated', make: (n) => repeat('```\n', n), run: parseSummaryBody },
  {
    parser: 'parseSummaryBody',
    input: 'fenced, spaces inside',
    make: (n) => `\`\`\`json${repeat(' \n', n - 10)}x\`\`\``,
    run: parseSummaryBody,
  },
  {
    parser: 'nestingDepth',
    input: 'nested brackets',
    make: (n) => `${repeat('[', n / 2)}${repeat(']', n / 2)}`,
    run: nestingDepth,
  },
  { parser: 'parseMarkdown', input: 'heading of spaces', make: (n) => `# ${repeat(' ', n - 3)}x`, run: parseMarkdown },
  {
    parser: 'parseMarkdown',
    input: 'heading of spaces and #',
    make: (n) => `# ${repeat(' #', n - 2)}x`,
    run: parseMarkdown,
  },
  { parser: 'parseMarkdown', input: 'bullet of spaces', make: (n) => `- ${repeat(' ', n - 3)}x`, run: parseMarkdown },
  {
    parser: 'parseMarkdown',
    input: 'bullet of spaces, line separator',
    make: (n) => `- ${repeat(' ', n - 4)}x\u2028`,
    run: parseMarkdown,
  },
  { parser: 'parseMarkdown', input: 'rule-like line', make: (n) => `${repeat('- ', n - 1)}x`, run: parseMarkdown },
  { parser: 'parseMarkdown', input: 'one line of spaces', make: (n) => `${repeat(' ', n - 1)}x`, run: parseMarkdown },
  { parser: 'parseMarkdown', input: 'newlines', make: (n) => repeat('\n', n), run: parseMarkdown },
  { parser: 'parseMarkdown', input: 'short lines', make: (n) => repeat('- a\n# b\n1. c\n', n), run: parseMarkdown },
  { parser: 'parseInlines', input: 'unclosed _ after spaces', make: (n) => repeat(' _a', n), run: parseInlines },
  { parser: 'parseInlines', input: 'unclosed [', make: (n) => repeat('[a', n), run: parseInlines },
  { parser: 'parseInlines', input: 'unclosed link', make: (n) => repeat('[a](http://x', n), run: parseInlines },
  {
    parser: 'parseInlines',
    input: 'links and parentheses',
    make: (n) => repeat('[a](http://x(', n),
    run: parseInlines,
  },
  { parser: 'parseInlines', input: 'bare URLs', make: (n) => repeat('http://a(', n), run: parseInlines },
  { parser: 'parseInlines', input: 'unclosed **', make: (n) => `**${repeat('a *', n - 2)}`, run: parseInlines },
  { parser: 'parseInlines', input: 'unclosed __', make: (n) => `__${repeat('a _', n - 2)}`, run: parseInlines },
  { parser: 'parseInlines', input: 'unclosed *', make: (n) => repeat('*a ', n), run: parseInlines },
  { parser: 'parseInlines', input: 'unclosed `', make: (n) => repeat('`a\n', n), run: parseInlines },
  { parser: 'parseInlines', input: 'nested emphasis', make: (n) => `${repeat('**', n / 2)}`, run: parseInlines },
  { parser: 'parseInlines', input: 'spaces', make: (n) => repeat(' ', n), run: parseInlines },
  {
    parser: 'summaryMarkdown',
    input: 'bullet of spaces',
    make: (n) => sectionsWith(`${repeat(' ', n - 60)}x`),
    run: exportOf,
  },
  {
    parser: 'summaryMarkdown',
    input: 'bullet of spaces and newlines',
    make: (n) => sectionsWith(repeat(' \n ', n - 60)),
    run: exportOf,
  },
  {
    parser: 'summaryMarkdown',
    input: 'title of spaces',
    make: (n) => `${repeat(' ', n - 1)}x`,
    run: (t) => exportOf('text', t),
  },
  { parser: 'summaryMarkdown', input: 'plain text of backticks', make: (n) => repeat('`\n', n), run: exportOf },
  { parser: 'summaryMarkdown', input: 'plain text of ]( and spaces', make: (n) => repeat(']( \n', n), run: exportOf },
  {
    parser: 'summaryMarkdown',
    input: 'plain text of link definitions',
    make: (n) => repeat('[a[b]:\n', n),
    run: exportOf,
  },
  {
    parser: 'parseSummaryBody',
    input: 'sources of spaces and quotes',
    make: (n) =>
      JSON.stringify([
        { timestamp: '0:00', title: 'T', bullets: ['b'], sources: [{ start: 0, end: 1, quote: repeat(' "', n - 80) }] },
      ]),
    run: parseSummaryBody,
  },
  {
    parser: 'parseChapters',
    input: 'one line of spaces',
    make: (n) => `0:00${repeat(' ', n - 5)}x`,
    run: parseChapters,
  },
  { parser: 'parseChapters', input: 'separators', make: (n) => `0:00 ${repeat('- ', n - 6)}`, run: parseChapters },
  { parser: 'parseChapters', input: 'short lines', make: (n) => repeat('1:02:03 A\n\n', n), run: parseChapters },
  { parser: 'parseChapters', input: 'colons', make: (n) => repeat('1:', n), run: parseChapters },
];

/** CPU milliseconds of this process (not wall time: the figures hold on a busy machine too). */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** CPU milliseconds per call: the fastest of seven rounds, each repeating the call for at least 30 ms. */
function timeOf(run: (text: string) => unknown, text: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 7; round++) {
    let calls = 0;
    const started = cpuMs();
    let elapsed = 0;
    while (elapsed < 30) {
      run(text);
      calls++;
      elapsed = cpuMs() - started;
    }
    best = Math.min(best, elapsed / calls);
  }
  return best;
}

type PathologicalRow = Record<string, string | number | boolean>;

export function benchPathological(): PathologicalRow[] {
  return CASES.map((c) => {
    const times = SIZES.map((size) => timeOf(c.run, c.make(size)));
    // From the smallest size to the largest (8 times as much): 1 when linear, 2 when quadratic.
    const first = Math.max(times[0] ?? 0, 0.001);
    const last = Math.max(times.at(-1) ?? 0, 0.001);
    const exponent = round(Math.log(last / first) / Math.log((SIZES.at(-1) ?? 1) / SIZES[0]));
    const row: PathologicalRow = { parser: c.parser, input: c.input };
    SIZES.forEach((size, i) => {
      row[`ms@${size / 1000}k`] = round(times[i] ?? 0, 3);
    });
    return { ...row, exponent, linear: exponent <= LINEAR_EXPONENT_MAX };
  });
}

export function reportPathological(rows: PathologicalRow[]): boolean {
  printTable(
    `Parsers on pathological inputs (CPU ms per call; growth exponent from ${SIZES[0]} to ${SIZES.at(-1)} characters)`,
    rows,
  );
  const slow = rows.filter((r) => !r.linear);
  if (slow.length) console.error(`\nNot linear: ${slow.map((r) => `${r.parser} on ${r.input}`).join(', ')}`);
  return slow.length === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = benchPathological();
  const linear = reportPathological(rows);
  console.log(`\nwritten ${writeReport('pathological', { sizes: SIZES, rows })}`);
  if (!linear) process.exitCode = 1;
}
