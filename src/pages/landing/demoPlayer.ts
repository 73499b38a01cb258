/**
 * The landing demo's addresses (issue 18.7, decision 200); its player is machines/demoPlayer.machine.ts.
 */

/** The thumbnail: the only request to YouTube before a press. The CSP's img-src allows i.ytimg.com. */
export const demoThumbnail = (videoId: string) => `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;

/** The privacy-enhanced embed, autoplaying from `start`; the CSP's frame-src allows this origin only. */
export const demoEmbed = (videoId: string, start: number) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?start=${start}&autoplay=1&playsinline=1`;
