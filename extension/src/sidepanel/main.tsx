/**
 * Chrome's side panel: the same panel for the active tab's video. It follows the active tab, sends the
 * person's events to the worker, and asks the worker to seek the page's video for a timestamp.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { messages } from '#domain/messages.ts';
import { Panel, type PanelActions } from '#extension/panel/Panel.tsx';
import { SIDE_PANEL_PORT, type SidePanelMessage, type WorkerToSidePanel } from '#extension/shared/protocol.ts';
import type { PanelView } from '#extension/shared/view.ts';
import { usePreferredTheme } from './theme.ts';
import * as css from './sidepanel.css.ts';

function SidePanel() {
  const [view, setView] = useState<PanelView | null>(null);
  const [port, setPort] = useState<chrome.runtime.Port | null>(null);
  const theme = usePreferredTheme();

  useEffect(() => {
    let current: chrome.runtime.Port | null = null;
    let closed = false;
    const watchActive = () =>
      void chrome.tabs.query({ active: true, currentWindow: true }).then(([tab]) => {
        if (tab?.id !== undefined) post({ type: 'side.watch', tabId: tab.id });
      });
    const post = (message: SidePanelMessage) => current?.postMessage(message);
    const connect = () => {
      current = chrome.runtime.connect({ name: SIDE_PANEL_PORT });
      current.onMessage.addListener((message: WorkerToSidePanel) => setView(message.view));
      current.onDisconnect.addListener(() => {
        if (closed) return;
        setTimeout(() => {
          connect();
          watchActive();
        }, 250);
      });
      setPort(current);
    };
    connect();
    watchActive();
    chrome.tabs.onActivated.addListener(watchActive);
    return () => {
      closed = true;
      chrome.tabs.onActivated.removeListener(watchActive);
      current?.disconnect();
    };
  }, []);

  const post = (message: SidePanelMessage) => port?.postMessage(message);
  const actions: PanelActions = {
    send: (event) => post({ type: 'side.event', event }),
    seek: (seconds) => post({ type: 'side.seek', seconds }),
    signIn: () => post({ type: 'side.signIn' }),
    openOptions: () => post({ type: 'side.openOptions' }),
  };
  return (
    <div className={`${theme} ${css.page}`}>
      {view ? <Panel view={view} actions={actions} /> : <p className={css.empty}>{messages.extension.noVideo}</p>}
    </div>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <SidePanel />
    </StrictMode>,
  );
