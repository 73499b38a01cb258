/** A timestamp click: the playing video jumps there, in place (no reload, no new address). */
export function seekVideo(seconds: number): void {
  const video = document.querySelector<HTMLVideoElement>('video.html5-main-video, #movie_player video, video');
  if (!video) return;
  video.currentTime = seconds;
  if (video.paused) void video.play().catch(() => undefined);
}
