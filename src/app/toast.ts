import type { ToastParams } from '../../machines/effects.ts';

/**
 * The one way to raise a toast. sonner is imported on first use, so the landing page does not
 * ship it until something actually needs to be announced; <AppToaster/> mounts the container then.
 */
type Listener = () => void;

let wanted = false;
const listeners = new Set<Listener>();
let ready: Promise<void> | null = null;
let resolveReady: (() => void) | null = null;

/** Called by the toaster once sonner's container is mounted and listening. */
export function markToasterReady(): void {
  resolveReady?.();
}

export function isToasterWanted(): boolean {
  return wanted;
}

export function onToasterWanted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function whenToasterReady(): Promise<void> {
  if (!ready) {
    ready = new Promise((resolve) => {
      resolveReady = resolve;
    });
    wanted = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

export async function showToast({ kind, title, description }: ToastParams): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), whenToasterReady()]);
  toast[kind](title, description ? { description } : undefined);
}
