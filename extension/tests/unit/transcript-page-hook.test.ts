/**
 * The page hook and the content script's bridge to it, on one jsdom window: what the player fetches
 * from /api/timedtext is kept with its token and handed over; the player response is the player's own.
 */
import { describe, expect, it, vi } from 'vitest';
import { windowBridge } from '#extension/transcript/bridge.ts';
import { installPageHook } from '#extension/transcript/pageHook.ts';

const CAPTION_URL = 'https://www.youtube.com/api/timedtext?v=abcdefghijk&lang=en&fmt=json3&c=WEB&pot=TOKEN';
const BODY = '{"events":[{"tStartMs":0,"dDurationMs":1000,"segs":[{"utf8":"hello"}]}]}';

/**
 * A fresh youtube.com window (one per test: the hook installs once per window) whose fetch answers every
 * address with BODY, with its own document, and postMessage delivering to itself as a browser's does.
 */
function youtubeWindow() {
  const target = new EventTarget();
  const pageFetch = vi.fn(async (_input: RequestInfo | URL) => new Response(BODY, { status: 200 }));
  const win = Object.assign(target, {
    fetch: pageFetch,
    document: document.implementation.createHTMLDocument('watch'),
    location: { href: 'https://www.youtube.com/watch?v=abcdefghijk', origin: 'https://www.youtube.com' },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    postMessage: (data: unknown) => {
      setTimeout(() => target.dispatchEvent(new MessageEvent('message', { data })), 0);
    },
  });
  return { win: win as unknown as Window & typeof globalThis, pageFetch };
}

describe('the page hook', () => {
  it("keeps the player's caption request and its answer, and hands them to the content script", async () => {
    const { win, pageFetch } = youtubeWindow();
    installPageHook(win, { loadWaitMs: 200, pollMs: 10 });
    installPageHook(win); // a second install changes nothing

    await win.fetch(CAPTION_URL);
    await win.fetch('https://www.youtube.com/youtubei/v1/next');
    const bridge = windowBridge(win, { askMs: 1000, loadMs: 1000 });
    await vi.waitFor(async () => expect(await bridge.captured('abcdefghijk')).toHaveLength(1));
    expect(await bridge.captured('abcdefghijk')).toEqual([{ url: CAPTION_URL, status: 200, body: BODY }]);
    expect(await bridge.captured('zzzzzzzzzzz')).toEqual([]);
    expect(pageFetch).toHaveBeenCalledTimes(2);
  });

  it("answers with the player's response of the video asked for, and nothing for another", async () => {
    const { win } = youtubeWindow();
    installPageHook(win, { loadWaitMs: 200, pollMs: 10 });
    const player = Object.assign(win.document.createElement('div'), {
      id: 'movie_player',
      getPlayerResponse: () => ({ videoDetails: { videoId: 'abcdefghijk', title: 'Playing now' } }),
    });
    win.document.body.append(player);
    const bridge = windowBridge(win, { askMs: 1000, loadMs: 1000 });
    expect(await bridge.playerResponse('abcdefghijk')).toEqual({
      videoDetails: { videoId: 'abcdefghijk', title: 'Playing now' },
    });
    expect(await bridge.playerResponse('zzzzzzzzzzz')).toBeNull();
  });

  it("on a Shorts page, answers with the Shorts player's response, not the hidden watch player's", async () => {
    const { win } = youtubeWindow();
    installPageHook(win, { loadWaitMs: 200, pollMs: 10 });
    const watch = Object.assign(win.document.createElement('div'), {
      id: 'movie_player',
      getPlayerResponse: () => ({ videoDetails: { videoId: 'watchvideo1' } }),
    });
    const short = Object.assign(win.document.createElement('div'), {
      id: 'shorts-player',
      getPlayerResponse: () => ({ videoDetails: { videoId: 'shortvideo1', title: 'A Short' } }),
    });
    win.document.body.append(watch, short);
    const bridge = windowBridge(win, { askMs: 1000, loadMs: 1000 });
    expect(await bridge.playerResponse('shortvideo1')).toEqual({
      videoDetails: { videoId: 'shortvideo1', title: 'A Short' },
    });
  });

  it('has the player load a track as CC would, hands over its request, then turns CC back off', async () => {
    const { win } = youtubeWindow();
    installPageHook(win, { loadWaitMs: 1000, pollMs: 10 });
    const calls: string[] = [];
    const player = Object.assign(win.document.createElement('div'), {
      id: 'movie_player',
      getOption: () => ({}),
      loadModule: (name: string) => calls.push(`load ${name}`),
      unloadModule: (name: string) => calls.push(`unload ${name}`),
      setOption: (_module: string, _option: string, value: { languageCode: string; kind?: string }) => {
        calls.push(`track ${value.languageCode} ${value.kind ?? 'manual'}`);
        void win.fetch(
          `https://www.youtube.com/api/timedtext?v=loadedvideo&lang=${value.languageCode}&kind=asr&fmt=json3&pot=T`,
        );
      },
    });
    win.document.body.append(player);
    const bridge = windowBridge(win, { askMs: 1000, loadMs: 2000 });
    const seen = await bridge.loadCaptions('loadedvideo', 'fr', true);
    expect(calls).toEqual(['load captions', 'track fr asr', 'unload captions']);
    expect(seen.map((c) => new URL(c.url).searchParams.get('lang'))).toEqual(['fr']);
  });

  it('gives up quietly when no hook answers, and then stops asking', async () => {
    const { win } = youtubeWindow();
    const bridge = windowBridge(win, { askMs: 30, loadMs: 60_000 });
    expect(await bridge.captured('abcdefghijk')).toEqual([]);
    const asked = vi.spyOn(win, 'postMessage');
    // Would wait a minute if it asked
    expect(await bridge.loadCaptions('abcdefghijk', 'en', false)).toEqual([]);
    expect(await bridge.playerResponse('abcdefghijk')).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });
});
