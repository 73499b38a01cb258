/**
 * Where the panel goes on a watch page: above the related videos (`#secondary-inner`), else under the
 * player (`#below`), else a card fixed at the page's top right when YouTube's layout is not there (yet).
 * The panel lives in a shadow root so YouTube's styles and ours never meet.
 */
export const HOST_ID = 'skimly-panel-host';
const ANCHORS = ['#secondary-inner', '#secondary', '#below'];
const ANCHOR_WAIT_MS = 3000;

function placeHost(host: HTMLElement): void {
  const anchor = ANCHORS.map((selector) => document.querySelector(selector)).find((found) => found !== null);
  if (anchor) {
    if (host.parentElement !== anchor) anchor.prepend(host);
    host.style.cssText = 'display:block;';
    return;
  }
  if (host.parentElement !== document.body) document.body.append(host);
  host.style.cssText = 'display:block;position:fixed;top:72px;right:16px;width:380px;z-index:2100;';
}

/** The shadow root the panel renders into, created once; the stylesheets of the content script linked inside. */
export function panelRoot(): { host: HTMLElement; container: HTMLElement } {
  const existing = document.getElementById(HOST_ID);
  if (existing?.shadowRoot) {
    const container = existing.shadowRoot.querySelector<HTMLElement>('[data-skimly-root]');
    if (container) return { host: existing, container };
  }
  const host = document.createElement('div');
  host.id = HOST_ID;
  const shadow = host.attachShadow({ mode: 'open' });
  for (const href of contentStylesheets()) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    shadow.append(link);
  }
  const container = document.createElement('div');
  container.dataset.skimlyRoot = '';
  shadow.append(container);
  placeHost(host);
  // YouTube draws its columns after the page loads: move in when they appear
  const observer = new MutationObserver(() => {
    if (!ANCHORS.some((selector) => host.parentElement?.matches(selector))) placeHost(host);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
  return { host, container };
}

/** The CSS files the build attached to the content script (manifest `content_scripts[].css`). */
function contentStylesheets(): string[] {
  const scripts = chrome.runtime.getManifest().content_scripts ?? [];
  return scripts.flatMap((script) => script.css ?? []).map((file) => chrome.runtime.getURL(file));
}
