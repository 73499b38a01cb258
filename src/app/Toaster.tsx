import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST } from '#domain/constants.ts';
import { NAV_HEIGHT } from '#src/styles/global.css.ts';
import { markToasterReady } from './toast.ts';
import '#src/styles/toast.css.ts';

/** sonner's container (DECISIONS.md: top-right, one visible, 4 s, closable). Loaded on first toast. */
// Below the header, not over it: a toast on the header's buttons hid them, and hovering it to reach
// them paused its timer, so it never left (decision 155).
const BELOW_HEADER = { top: `calc(${NAV_HEIGHT} + 8px)` };

export default function Toaster({ theme }: { theme: 'light' | 'dark' }) {
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
