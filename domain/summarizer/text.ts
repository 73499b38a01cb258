/**
 * Text helpers of the summariser: words, stop words, clean-up and timestamps. Pure, no Node or DOM API
 * (the extension runs them in the browser), and linear in the input: every scan here is one pass, and
 * the regular expressions cannot backtrack over a long run of one character.
 */

/** Words the scores skip: English function words and the fillers of speech. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above actually after again against all almost also although always am an and another any anything are ' +
    "aren't around as at back be because been before being below between both but by can can't cannot could couldn't " +
    'did do does doing done down during each either else enough even ever every everything few first for from further ' +
    'get gets getting go goes going gonna got gotta had has have having he her here hers herself him himself his how ' +
    "however i i'm if in into is isn't it it's its itself just kind know let let's like lot maybe me might mine more most " +
    'much must my myself need no nor not now of off oh ok okay on once one only or other our ours ourselves out over own ' +
    'pretty quite rather really right said same say says see she should so some something still stuff such sure take ' +
    "than that that’s that's the their theirs them themselves then there there's these they they're thing things think " +
    "this those though through to too uh um under until up us very want wanna was way we we're well were what " +
    "what's when where whether which while who whom why will with within without won't would yeah yes yet you you're " +
    'your yours yourself yourselves gonna mean means basically literally'
  ).split(' '),
);

/** True for a word no score should count (after lower-casing). */
export function isStopWord(word: string): boolean {
  return word.length < 3 || STOP_WORDS.has(word);
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** The words of a text, lower-cased, in order (letters and digits, with inner apostrophes and hyphens). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Caption noise: [Music], [Applause], (laughs), >> speaker marks. */
const NOISE = /\[[^\]\n]{0,40}\]|\((?:laughs?|laughter|music|applause|inaudible|crosstalk)\)|>>/gi;
const SPACES = /\s+/g;

/** A caption line as a reader wants it: noise tags gone, whitespace collapsed. */
export function cleanLine(text: string): string {
  return text.replace(NOISE, ' ').replace(SPACES, ' ').trim();
}

/** Whitespace collapsed and trimmed. */
export function collapse(text: string): string {
  return text.replace(SPACES, ' ').trim();
}

/** At most max characters, cut at a word edge with an ellipsis. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/u, '')}…`;
}

/** The first letter upper-cased (a caption sentence often starts lower-case). */
export function capitalise(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const char = String.fromCodePoint(first);
  return char.toUpperCase() + text.slice(char.length);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as the contract's timestamp: `m:ss` under an hour, `h:mm:ss` from one hour (rounded down). */
export function secondsToTimestamp(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
