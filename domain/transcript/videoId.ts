/**
 * The YouTube video a transcript belongs to, from what a person has at hand: a watch, share, Shorts,
 * embed or live address, the bare 11-character id, or a file named the way yt-dlp names captions
 * (`Title [dQw4w9WgXcQ].en.vtt`). Timestamps link to the moment only when the video is known.
 */
const ID = /^[A-Za-z0-9_-]{11}$/;
const IN_TEXT = /(?:[?&]v=|youtu\.be\/|\/shorts\/|\/embed\/|\/live\/|\[)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;

/** The video id, or null when the text names none. */
export function youtubeVideoId(text: string): string | null {
  const trimmed = text.trim();
  if (ID.test(trimmed)) return trimmed;
  return IN_TEXT.exec(trimmed.slice(0, 2000))?.[1] ?? null;
}
