import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST } from '#domain/constants.ts';
import { NAV_HEIGHT } from '#src/styles/global.css.ts';
import { markToasterReady } from './toast.ts';
import '#src/styles/toast.css.ts';

/** Where the page's header ends, in px from the viewport's top: written by `followHeader`, read by the toasts. */
const HEADER_BOTTOM = '--skimly-header-bottom';

// Below the header, not over it: a toast on the header's buttons hid them, and hovering it to reach
// them paused its timer, so it never left (decision 155). Below the header as it is now, not a fixed
// 64 px: with the TEST MODE banner above it, the header starts lower until the page scrolls (issue 28.5).
const BELOW_HEADER = { top: `calc(var(${HEADER_BOTTOM}, ${NAV_HEIGHT}) + 8px)` };

/** The site's header (NavBar or BrandHeader), not a <header> inside the page's content. */
function headerBottom(): number {
  const header = document.querySelector('header:not(main header)');
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/** Keeps HEADER_BOTTOM current while the page scrolls, resizes (the banner wraps) or changes route. */
function followHeader(): () => void {
  const root = document.documentElement;
  let frame = 0;
  const place = () => {
    frame = 0;
    root.style.setProperty(HEADER_BOTTOM, `${headerBottom()}px`);
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(place);
  };
  place();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  const layout = new ResizeObserver(schedule);
  layout.observe(document.body);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    layout.disconnect();
  };
}

/** sonner's container (DECISIONS.md: top-right, one visible, 4 s, closable). Loaded on first toast. */
export default function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  useEffect(followHeader, []);
  // Parent effects run after the child's: sonner is subscribed by the time the queued toast is sent.
  useEffect(() => markToasterReady(), []);
  return (
    <Sonner
      position={TOAST.position}
      visibleToasts={TOAST.visible}
      duration={TOAST.durationMs}
      theme={theme}
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      closeButton
      richColors
    />
  );
}
