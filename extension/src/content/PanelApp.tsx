/** The panel on the watch page: the worker's view of this tab's video, in YouTube's light or dark. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Panel, type PanelActions } from '#extension/panel/Panel.tsx';
import { darkTheme, lightTheme } from '#extension/shared/theme.css.ts';
import type { PageLink } from './link.ts';
import { seekVideo } from './seek.ts';

/** YouTube marks its dark theme with a `dark` attribute on <html>. */
function useYouTubeDark(): boolean {
  const [dark, setDark] = useState(() => document.documentElement.hasAttribute('dark'));
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(document.documentElement.hasAttribute('dark')));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dark'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}

export function PanelApp({ link }: { link: PageLink }) {
  const view = useSyncExternalStore(link.subscribe, link.current);
  const dark = useYouTubeDark();
  if (!view) return null;
  const actions: PanelActions = {
    send: link.send,
    seek: seekVideo,
    signIn: link.signIn,
    openOptions: link.openOptions,
  };
  return (
    <div className={dark ? darkTheme : lightTheme}>
      <Panel view={view} actions={actions} />
    </div>
  );
}
