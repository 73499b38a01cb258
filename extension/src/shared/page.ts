/**
 * Which YouTube video a page address shows: a watch page (`/watch?v=`), a Short (`/shorts/ID`) or a
 * live address (`/live/ID`); null elsewhere (the home page, a channel, search).
 */
export type VideoKind = 'watch' | 'shorts' | 'live';
export type PageVideo = { videoId: string; kind: VideoKind };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export function videoOfAddress(href: string): PageVideo | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (!/(^|\.)youtube\.com$/.test(url.hostname)) return null;
  if (url.pathname === '/watch') {
    const id = url.searchParams.get('v') ?? '';
    return VIDEO_ID.test(id) ? { videoId: id, kind: 'watch' } : null;
  }
  const match = /^\/(shorts|live)\/([^/?#]+)/.exec(url.pathname);
  if (match?.[2] && VIDEO_ID.test(match[2]))
    return { videoId: match[2], kind: match[1] === 'shorts' ? 'shorts' : 'live' };
  return null;
}
