/**
 * The service worker: one videoSummary machine per tab and video. Each snapshot is kept in
 * chrome.storage.session, so when Chrome stops the idle worker and wakes it again (a panel reconnects),
 * the machine is restored where it was, an interrupted step started again. The panels (the page's and
 * the side panel) send what the person did and get the machine's view back.
 */
import { type Actor, createActor, fromCallback, fromPromise, type Snapshot } from 'xstate';
import type { GeneratedSummary } from '#machines/apiTypes.ts';
import { summaryWriterMachine } from '#machines/summaryWriter.machine.ts';
import {
  type SummarySetup,
  type TranscriptReading,
  type VideoPageKind,
  videoSummaryMachine,
  type WriterEvent,
  type WriterInput,
} from '#machines/videoSummary.machine.ts';
import {
  PAGE_PORT,
  type PageMessage,
  SIDE_PANEL_PORT,
  type SidePanelMessage,
  type WorkerToPage,
  type WorkerToSidePanel,
} from '#extension/shared/protocol.ts';
import { readSettings, SETTINGS_KEY } from '#extension/shared/settings.ts';
import { panelView } from '#extension/shared/view.ts';
import { instantSummary } from './instant.ts';
import { openInstallPages } from './install.ts';
import { writeWithOwnProvider } from './ownWriter.ts';
import { checkSession, readQuota } from './skimlyApi.ts';
import { writeWithSkimly } from './skimlyWriter.ts';

type VideoActor = Actor<typeof videoSummaryMachine>;
type Pending = { resolve: (reading: TranscriptReading) => void; reject: (problem: unknown) => void };

interface TabEntry {
  tabId: number;
  videoId: string | null;
  actor: VideoActor | null;
  page: chrome.runtime.Port | null;
  sides: Set<chrome.runtime.Port>;
  pending: Map<string, Pending>;
}

const tabs = new Map<number, TabEntry>();
/** The session token of the last check (the site's, or the extension's own sign-in). */
let sessionToken: string | null = null;

const videoKey = (tabId: number, videoId: string) => `skimly-video:${tabId}:${videoId}`;

function entryOf(tabId: number): TabEntry {
  let entry = tabs.get(tabId);
  if (!entry) {
    entry = { tabId, videoId: null, actor: null, page: null, sides: new Set(), pending: new Map() };
    tabs.set(tabId, entry);
  }
  return entry;
}

async function loadSetup(): Promise<SummarySetup> {
  const settings = await readSettings();
  const session = await checkSession(settings);
  sessionToken = session.authenticated ? (session.token ?? settings.token) : null;
  const account =
    session.authenticated && session.user ? { email: session.user.email, premium: session.user.is_premium } : null;
  const quota = sessionToken ? ((await readQuota(settings, sessionToken))?.quota ?? null) : null;
  if (settings.provider === 'skimly') {
    // Skimly's summariser needs an account: signed out, the instant summary is the answer
    return { provider: account ? 'skimly' : 'offline', model: null, account, quota };
  }
  if (settings.provider === 'offline') return { provider: 'offline', model: null, account, quota };
  return { provider: settings.provider, model: settings.model || null, account, quota };
}

const send = (port: chrome.runtime.Port, message: WorkerToPage | WorkerToSidePanel) => {
  try {
    port.postMessage(message);
  } catch {
    // a panel that closed meanwhile
  }
};

function broadcast(entry: TabEntry): void {
  const view = entry.actor ? panelView(entry.actor.getSnapshot()) : null;
  if (entry.page && view) send(entry.page, { type: 'worker.view', view });
  for (const side of entry.sides) send(side, { type: 'worker.view', view });
}

function readTranscript(entry: TabEntry, videoId: string, trackId: string | null): Promise<TranscriptReading> {
  return new Promise((resolve, reject) => {
    if (!entry.page) {
      reject(new Error('no page'));
      return;
    }
    const requestId = crypto.randomUUID();
    entry.pending.set(requestId, { resolve, reject });
    send(entry.page, { type: 'worker.readTranscript', requestId, videoId, trackId });
  });
}

function machineFor(entry: TabEntry) {
  return videoSummaryMachine.provide({
    actors: {
      loadSetup: fromPromise(() => loadSetup()),
      getTranscript: fromPromise(({ input }) => readTranscript(entry, input.videoId, input.trackId)),
      summarizeOffline: fromPromise<
        GeneratedSummary,
        { source: TranscriptReading['source']; outputLanguage: string | null }
      >(async ({ input }) => instantSummary(input.source, input.outputLanguage)),
      // The provider's summary streams in the child the machine declares (machines/summaryWriter.machine.ts).
      summaryWriter: summaryWriterMachine.provide({
        actors: {
          writeSummary: fromCallback<WriterEvent, WriterInput>(({ input, sendBack }) => {
            const controller = new AbortController();
            void (async () => {
              const settings = await readSettings();
              if (input.setup.provider === 'skimly') {
                if (!sessionToken) await loadSetup();
                await writeWithSkimly(settings, sessionToken, input, sendBack, controller.signal);
              } else await writeWithOwnProvider(settings, input, sendBack, controller.signal);
            })();
            return () => controller.abort();
          }),
        },
      }),
    },
  });
}

/** The machine of this tab's video: restored from chrome.storage.session when the worker kept one. */
async function openVideo(entry: TabEntry, video: { videoId: string; kind: VideoPageKind; title: string }) {
  if (entry.videoId === video.videoId && entry.actor) {
    entry.actor.send({ type: 'title.read', title: video.title });
    broadcast(entry);
    return;
  }
  entry.actor?.stop();
  entry.videoId = video.videoId;
  const key = videoKey(entry.tabId, video.videoId);
  const stored = (await chrome.storage.session.get(key))[key] as Snapshot<unknown> | undefined;
  if (entry.videoId !== video.videoId) return;
  const actor = createActor(machineFor(entry), { input: video, ...(stored ? { snapshot: stored } : {}) });
  entry.actor = actor;
  actor.subscribe({
    next: () => {
      if (entry.actor !== actor) return;
      void chrome.storage.session.set({ [key]: actor.getPersistedSnapshot() });
      broadcast(entry);
    },
    error: (error) => console.error('Skimly: the summary flow failed', error),
  });
  actor.start();
  broadcast(entry);
}

function closePage(entry: TabEntry): void {
  for (const { reject } of entry.pending.values()) reject(new Error('the page went away'));
  entry.pending.clear();
}

chrome.runtime.onConnect.addListener((port) => {
  if (port.name === PAGE_PORT) {
    const tabId = port.sender?.tab?.id;
    if (tabId === undefined) return;
    const entry = entryOf(tabId);
    if (entry.page && entry.page !== port) closePage(entry);
    entry.page = port;
    port.onMessage.addListener((message: PageMessage) => {
      if (message.type === 'page.video') {
        if (message.video) void openVideo(entry, message.video);
        else {
          entry.actor?.stop();
          entry.actor = null;
          entry.videoId = null;
          for (const side of entry.sides) send(side, { type: 'worker.view', view: null });
        }
      } else if (message.type === 'page.event') entry.actor?.send(message.event);
      else if (message.type === 'page.transcript') {
        const pending = entry.pending.get(message.requestId);
        entry.pending.delete(message.requestId);
        if (message.reading) pending?.resolve(message.reading);
        else pending?.reject(message.problem);
      } else if (message.type === 'page.signIn') void openSite('/login');
      else if (message.type === 'page.openOptions') void chrome.runtime.openOptionsPage();
    });
    port.onDisconnect.addListener(() => {
      if (entry.page !== port) return;
      entry.page = null;
      closePage(entry);
    });
  } else if (port.name === SIDE_PANEL_PORT) {
    let watched: TabEntry | null = null;
    port.onMessage.addListener((message: SidePanelMessage) => {
      if (message.type === 'side.watch') {
        watched?.sides.delete(port);
        watched = entryOf(message.tabId);
        watched.sides.add(port);
        send(port, { type: 'worker.view', view: watched.actor ? panelView(watched.actor.getSnapshot()) : null });
      } else if (message.type === 'side.event') watched?.actor?.send(message.event);
      else if (message.type === 'side.seek' && watched?.page)
        send(watched.page, { type: 'worker.seek', seconds: message.seconds });
      else if (message.type === 'side.signIn') void openSite('/login');
      else if (message.type === 'side.openOptions') void chrome.runtime.openOptionsPage();
    });
    port.onDisconnect.addListener(() => watched?.sides.delete(port));
  }
});

async function openSite(path: string): Promise<void> {
  const settings = await readSettings();
  await chrome.tabs.create({ url: `${settings.siteUrl}${path}` });
}

/** The account or the provider changed: every open video's machine hears it. */
async function refreshSetup(): Promise<void> {
  const setup = await loadSetup();
  for (const entry of tabs.values()) entry.actor?.send({ type: 'setup.changed', setup });
}

chrome.storage.onChanged.addListener((changes, area) => {
  if (area === 'local' && SETTINGS_KEY in changes) void refreshSetup();
});

// Signing in or out happens on the website: read the session again when one of its pages has loaded
chrome.tabs.onUpdated.addListener((_tabId, change, tab) => {
  if (change.status !== 'complete' || !tab.url) return;
  void readSettings().then((settings) => {
    if (tab.url?.startsWith(settings.siteUrl)) void refreshSetup();
  });
});

chrome.tabs.onRemoved.addListener((tabId) => {
  const entry = tabs.get(tabId);
  entry?.actor?.stop();
  tabs.delete(tabId);
  void chrome.storage.session.get(null).then((all) => {
    const keys = Object.keys(all).filter((key) => key.startsWith(`skimly-video:${tabId}:`));
    if (keys.length > 0) void chrome.storage.session.remove(keys);
  });
});

chrome.runtime.onInstalled.addListener((details) => void openInstallPages(details.reason));
void chrome.sidePanel?.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => undefined);
