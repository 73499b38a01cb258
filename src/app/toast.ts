import type { ToastParams } from '#machines/effects.ts';

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

/** `onAction` runs when the toast's action button (params.action) is clicked. */
export async function showToast(
  { kind, title, description, action, durationMs, id }: ToastParams,
  onAction?: () => void,
): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), whenToasterReady()]);
  const options = {
    ...(description ? { description } : {}),
    ...(id ? { id } : {}),
    ...(durationMs ? { duration: durationMs } : {}),
    ...(action && onAction ? { action: { label: action.label, onClick: onAction } } : {}),
  };
  toast[kind](title, Object.keys(options).length > 0 ? options : undefined);
}

/** Closes a toast raised with `id` (nothing happens when it is gone already or none was ever shown). */
export async function dismissToast(id: string): Promise<void> {
  if (!wanted) return;
  const { toast } = await import('sonner');
  toast.dismiss(id);
}

/** Closes every toast on screen. */
export async function dismissAllToasts(): Promise<void> {
  if (!wanted) return;
  const { toast } = await import('sonner');
  toast.dismiss();
}
