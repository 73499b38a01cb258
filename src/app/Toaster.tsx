import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST } from '../../domain/constants.ts';
import { markToasterReady } from './toast.ts';

/** sonner's container (DECISIONS.md: top-right, one visible, 4 s, closable). Loaded on first toast. */
export default function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  // Parent effects run after the child's: sonner is subscribed by the time the queued toast is sent.
  useEffect(() => markToasterReady(), []);
  return (
    <Sonner
      position={TOAST.position}
      visibleToasts={TOAST.visible}
      duration={TOAST.durationMs}
      theme={theme}
      closeButton
      richColors
    />
  );
}
