/**
 * A summary's timestamp ("m:ss" or "h:mm:ss") as a second of its video: the cards' and the Markdown's
 * watch links, and the landing demo's player. A module of its own so the landing page loads only this.
 */
const TIMESTAMP = /^(?:(\d+):)?(\d{1,3}):(\d{2})$/;

/** "m:ss" or "h:mm:ss" to seconds; null for anything else (including seconds or minutes over 59 after hours). */
export function timestampToSeconds(timestamp: string): number | null {
  const match = TIMESTAMP.exec(timestamp.trim());
  if (!match) return null;
  const [, h, m, s] = match;
  const hours = h === undefined ? 0 : Number(h);
  const minutes = Number(m);
  const seconds = Number(s);
  if (seconds > 59 || (h !== undefined && minutes > 59)) return null;
  return hours * 3600 + minutes * 60 + seconds;
}
