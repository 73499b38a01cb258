import { type ComponentType, type KeyboardEvent, type ReactNode, useState } from 'react';

/** What a widget's trigger looks like and is called: shared by the plain stand-in and the real trigger. */
export type TriggerLook = { className: string; label: string; content: ReactNode };

/** A widget loaded on first use; it mounts already open, with the real trigger in the same place. */
type OpenOnMount = { defaultOpen: boolean };
type Loader<P> = () => Promise<{ default: ComponentType<P & OpenOnMount> }>;

type DeferredProps<P> = {
  load: Loader<P>;
  props: P;
  look: TriggerLook;
  /** What the trigger opens, for aria-haspopup (as the real Radix trigger says it). */
  popup: 'menu' | 'dialog';
};

/**
 * Keeps a Radix menu or dialog (and its focus, layer and positioning code) off the landing page's
 * first load. Until first use this renders a plain button with the same look and name; activating it
 * (a click, or Enter/Space, which fire click; ArrowDown as Radix menus allow) imports the widget and
 * mounts it open, so one activation opens it. Hover or focus starts the download early. SSR and the
 * first client render are the same plain button, so hydration matches.
 */
export function Deferred<P extends object>({ load, props, look, popup }: DeferredProps<P>) {
  const [Widget, setWidget] = useState<ComponentType<P & OpenOnMount> | null>(null);
  if (Widget) return <Widget {...props} defaultOpen />;

  const activate = () => {
    load().then(
      (module) => setWidget(() => module.default),
      // The stand-in stays: the next activation tries again (e.g. after a network blip).
      (error: unknown) => console.error(error),
    );
  };
  const prefetch = () => {
    load().catch(() => {});
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (popup !== 'menu' || event.key !== 'ArrowDown') return;
    event.preventDefault();
    activate();
  };
  return (
    <button
      type="button"
      className={look.className}
      aria-label={look.label}
      aria-haspopup={popup}
      aria-expanded={false}
      data-state="closed"
      onClick={activate}
      onKeyDown={onKeyDown}
      onPointerEnter={prefetch}
      onFocus={prefetch}
    >
      {look.content}
    </button>
  );
}
