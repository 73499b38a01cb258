/** The deployment load run's checks that need more than a comparison (scripts/load-deploy.ts). */

/**
 * Throttling counted across both instances: never more than 5 wrong-password answers (401) for the
 * account from that address, none after a refusal, and once 5 were answered, only refusals (429).
 * A guess that got no answer may or may not have counted, so it is neither.
 */
export function throttleCountedAcross(answers: number[]): boolean {
  const wrong = answers.filter((a) => a === 401).length;
  const firstRefusal = answers.indexOf(429);
  const fifthWrong = answers.reduce(
    (at, a, i) => (a === 401 && answers.slice(0, i).filter((b) => b === 401).length === 4 ? i : at),
    -1,
  );
  const answered = (a: number) => a !== 0;
  return (
    wrong <= 5 &&
    (firstRefusal === -1 || !answers.slice(firstRefusal).includes(401)) &&
    (fifthWrong === -1 ||
      answers
        .slice(fifthWrong + 1)
        .filter(answered)
        .every((a) => a === 429)) &&
    answers.every((a) => a === 0 || a === 401 || a === 429)
  );
}

/**
 * Each mail exactly once: every accepted sign-up got one message, no address got two, none went to
 * an address nobody signed up with, and no Message-ID repeats. A sign-up whose answer was lost (the
 * instance died, the answer timed out) may have been queued: its one mail is not a duplicate.
 */
export function mailSentOnce(
  signups: { accepted: string[]; attempted: string[] },
  received: Array<{ messageId: string; to: string[] }>,
): boolean {
  const perAddress = new Map<string, number>();
  for (const m of received) for (const to of m.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
  const attempted = new Set(signups.attempted);
  return (
    signups.accepted.every((a) => perAddress.get(a) === 1) &&
    [...perAddress].every(([to, n]) => n === 1 && attempted.has(to)) &&
    new Set(received.map((m) => m.messageId)).size === received.length
  );
}
