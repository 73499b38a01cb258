/**
 * getTranscript on recorded YouTube pages: which method gives the transcript, in which order they are
 * tried, what the diagnosis says, and the reason when there is none.
 */
import { describe, expect, it } from 'vitest';
import { getTranscriptWith } from '#extension/transcript/getTranscript.ts';
import type { TranscriptFound, TranscriptMissing, TranscriptResult } from '#extension/transcript/types.ts';
import { FIXTURE_VIDEOS, LONG_VIDEO_SECONDS } from '#extension-tests/fixtures/youtube/server.ts';
import { FIXTURE_POT, fakeTab } from './transcriptSupport.ts';

function found(result: TranscriptResult): TranscriptFound {
  if (!result.ok) throw new Error(`no transcript: ${result.reason} ${JSON.stringify(result.diagnosis)}`);
  return result;
}
function missing(result: TranscriptResult): TranscriptMissing {
  if (result.ok) throw new Error(`a transcript by ${result.method}`);
  return result;
}
const steps = (result: TranscriptResult) => result.diagnosis.map((a) => `${a.method}: ${a.outcome}`);
const timedtext = (urls: string[]) => urls.filter((u) => u.includes('/api/timedtext'));

describe('the player’s own caption request (method 1)', () => {
  it('uses the answer the player already has when it is the chosen track: no caption request of its own', async () => {
    const tab = fakeTab(FIXTURE_VIDEOS.manual);
    const result = found(await getTranscriptWith(tab.env, { videoId: FIXTURE_VIDEOS.manual, languages: ['en'] }));
    expect(result.method).toBe('player-request');
    expect(result.track).toMatchObject({ id: '.en', kind: 'manual', languageCode: 'en' });
    expect(result.segments).toHaveLength(12);
    expect(result.segments[0]).toEqual({
      start: 0,
      duration: 4.2,
      text: 'Welcome back. Today: how honeybees find their way home.',
    });
    expect(result.playerResponseFrom).toBe('player');
    expect(steps(result)).toEqual(['player-request: ok']);
    expect(timedtext(tab.fetched)).toEqual([]);
  });

  it("points the player's signed request at the person's language when that is another track", async () => {
    const tab = fakeTab(FIXTURE_VIDEOS.manual);
    const result = found(await getTranscriptWith(tab.env, { videoId: FIXTURE_VIDEOS.manual, languages: ['de'] }));
    expect(result.method).toBe('player-request');
    expect(result.languageCode).toBe('de');
    expect(result.segments[0]?.text).toBe('Willkommen zurück. Heute: wie Honigbienen nach Hause finden.');
    const [asked] = timedtext(tab.fetched);
    expect(new URL(asked ?? '').searchParams.get('pot')).toBe(FIXTURE_POT);
    expect(new URL(asked ?? '').searchParams.get('lang')).toBe('de');
  });

  it('asks the player to load the track when it has not (CC off): a three-hour transcript, whole', async () => {
    const tab = fakeTab(FIXTURE_VIDEOS.threeHours);
    const result = found(await getTranscriptWith(tab.env, { videoId: FIXTURE_VIDEOS.threeHours, languages: ['en'] }));
    expect(tab.loaded).toEqual(['en']);
    expect(result.method).toBe('player-request');
    expect(result.segments).toHaveLength(LONG_VIDEO_SECONDS / 4);
    const last = result.segments.at(-1);
    expect(last?.start).toBe(LONG_VIDEO_SECONDS - 4);
    expect(last?.text).toBe('And that is the end of the third hour: thank you for staying.');
    expect(result.video?.lengthSeconds).toBe(LONG_VIDEO_SECONDS);
    // Its chapters, from the description, for the summariser to split on
    expect(result.video?.chapters).toHaveLength(9);
    expect(result.video?.chapters[3]).toEqual({ start: 3600, title: 'Huygens and the pendulum' });
    expect(result.diagnosis[0]?.detail).toMatch(/^loaded/);
  });
});

describe('the caption tracks of the player response (method 2)', () => {
  it('reads an automatic-only video from its track address as json3', async () => {
    const tab = fakeTab(FIXTURE_VIDEOS.automaticOnly);
    const result = found(
      await getTranscriptWith(tab.env, { videoId: FIXTURE_VIDEOS.automaticOnly, languages: ['en'] }),
    );
    expect(result.method).toBe('caption-track');
    expect(result.track).toMatchObject({ kind: 'automatic', languageCode: 'en' });
    expect(result.segments[0]?.text).toBe("so today we're making a simple no knead");
    expect(result.playerResponseFrom).toBe('page-script');
    expect(steps(result)).toEqual(['player-request: not-found', 'caption-track: ok']);
    expect(result.tracks.map((t) => t.id)).toEqual(['a.en']);
  });

  it('falls from json3 to srv3 to the plain XML, and each gives the same transcript', async () => {
    const plain = found(
      await getTranscriptWith(fakeTab(FIXTURE_VIDEOS.second).env, { videoId: FIXTURE_VIDEOS.second }),
    );
    const noJson3 = fakeTab(FIXTURE_VIDEOS.second, {
      intercept: (url) => (url.includes('fmt=json3') ? new Response('oops', { status: 500 }) : null),
    });
    const fromSrv3 = found(await getTranscriptWith(noJson3.env, { videoId: FIXTURE_VIDEOS.second }));
    expect(steps(fromSrv3)).toEqual(['player-request: not-found', 'caption-track: http-error', 'caption-track: ok']);
    expect(fromSrv3.diagnosis[2]?.detail).toBe('srv3 of en (manual)');

    const onlyXml = fakeTab(FIXTURE_VIDEOS.second, {
      intercept: (url) => (/fmt=(json3|srv3)/.test(url) ? new Response('<html>', { status: 200 }) : null),
    });
    const fromXml = found(await getTranscriptWith(onlyXml.env, { videoId: FIXTURE_VIDEOS.second }));
    expect(steps(fromXml)).toEqual([
      'player-request: not-found',
      'caption-track: unparseable',
      'caption-track: unparseable',
      'caption-track: ok',
    ]);
    const texts = (r: TranscriptFound) => r.segments.map((s) => [s.start, s.text]);
    expect(texts(fromSrv3)).toEqual(texts(plain));
    expect(texts(fromXml)).toEqual(texts(plain));
    expect(plain.segments[2]?.text).toBe("That's why most coasts see two high tides a day.");
  });

  it('skips an address that answers 200 with an empty body (it needs a token) and reads the panel instead', async () => {
    const tab = fakeTab(FIXTURE_VIDEOS.potEmpty);
    const result = found(await getTranscriptWith(tab.env, { videoId: FIXTURE_VIDEOS.potEmpty, languages: ['en'] }));
    expect(steps(result)).toEqual([
      'player-request: not-found',
      'caption-track: pot-required',
      'caption-track: skipped',
      'transcript-panel: ok',
    ]);
    expect(result.diagnosis[1]).toMatchObject({ status: 200, detail: 'json3 of en (manual)' });
    // One try of the address: the other formats of it would be just as empty
    expect(timedtext(tab.fetched)).toHaveLength(1);
    expect(result.method).toBe('transcript-panel');
    expect(result.diagnosis[3]?.detail).toBe('view-model markup');
    expect(result.track).toBeNull();
    expect(result.languageCode).toBe('en');
    expect(result.segments.map((s) => [s.start, s.duration])).toEqual([
      [0, 5],
      [5, 6],
      [11, 7],
      [18, 8],
      [26, 7],
      [33, 7],
    ]);
    expect(result.segments[1]?.text).toBe('During deep sleep the brain replays the day.');
  });
});

describe('the transcript panel (method 3)', () => {
  it('reads the older markup too (ytd-transcript-segment-renderer)', async () => {
    const tab = fakeTab(FIXTURE_VIDEOS.panelRenderer);
    const result = found(await getTranscriptWith(tab.env, { videoId: FIXTURE_VIDEOS.panelRenderer }));
    expect(result.method).toBe('transcript-panel');
    expect(result.diagnosis.at(-1)?.detail).toBe('renderer markup');
    expect(result.segments.at(-1)).toEqual({ start: 63, duration: 3, text: 'Thanks for watching!' });
    expect(result.segments[2]?.text).toBe("When gas can't escape, the eruption is explosive.");
  });
});

describe('no transcript, with its reason', () => {
  it('no captions: nothing to fetch, no button to press', async () => {
    const tab = fakeTab(FIXTURE_VIDEOS.noCaptions);
    const result = missing(await getTranscriptWith(tab.env, { videoId: FIXTURE_VIDEOS.noCaptions }));
    expect(result.reason).toBe('no_captions');
    expect(steps(result)).toEqual(['player-request: skipped', 'caption-track: skipped', 'transcript-panel: not-found']);
    expect(timedtext(tab.fetched)).toEqual([]);
    expect(result.video?.title).toBe('Rain on a tin roof (no words)');
  });

  it('captions off: tracks listed, but the addresses need a token, the player made no request, and no panel', async () => {
    const tab = fakeTab(FIXTURE_VIDEOS.threeHours, { noHook: true });
    const result = missing(await getTranscriptWith(tab.env, { videoId: FIXTURE_VIDEOS.threeHours }));
    expect(result.reason).toBe('captions_off');
    expect(result.tracks).toHaveLength(2);
  });

  it('age-restricted and live: said before any method is tried', async () => {
    const age = missing(
      await getTranscriptWith(fakeTab(FIXTURE_VIDEOS.ageRestricted).env, { videoId: FIXTURE_VIDEOS.ageRestricted }),
    );
    expect(age).toMatchObject({
      reason: 'age_restricted',
      youtubeReason: 'Sign in to confirm your age',
      diagnosis: [],
    });
    const live = missing(await getTranscriptWith(fakeTab(FIXTURE_VIDEOS.live).env, { videoId: FIXTURE_VIDEOS.live }));
    expect(live).toMatchObject({ reason: 'live', diagnosis: [] });
  });

  it('navigated: the page moved to another video while this one was read', async () => {
    let looks = 0;
    const tab = fakeTab(FIXTURE_VIDEOS.potEmpty, {
      currentVideoId: () => (++looks > 2 ? FIXTURE_VIDEOS.second : FIXTURE_VIDEOS.potEmpty),
    });
    const result = missing(await getTranscriptWith(tab.env, { videoId: FIXTURE_VIDEOS.potEmpty }));
    expect(result.reason).toBe('navigated');
  });

  it('offline: every request failed', async () => {
    const tab = fakeTab(FIXTURE_VIDEOS.second, {
      pageVideoId: FIXTURE_VIDEOS.manual,
      currentVideoId: () => FIXTURE_VIDEOS.second,
      intercept: () => 'network-error',
    });
    const result = missing(await getTranscriptWith(tab.env, { videoId: FIXTURE_VIDEOS.second }));
    expect(result.reason).toBe('offline');
  });

  it('not a video: an id that is none', async () => {
    const result = missing(await getTranscriptWith(fakeTab(FIXTURE_VIDEOS.manual).env, { videoId: '' }));
    expect(result.reason).toBe('not_a_video');
  });
});

describe('on the mobile site (m.youtube.com)', () => {
  it("asks YouTube's addresses at the page's own origin: a content script's fetch is the page's", async () => {
    const tab = fakeTab(FIXTURE_VIDEOS.second, {
      pageVideoId: FIXTURE_VIDEOS.manual,
      noHook: true,
      currentVideoId: () => FIXTURE_VIDEOS.second,
      origin: 'https://m.youtube.com',
    });
    found(await getTranscriptWith(tab.env, { videoId: FIXTURE_VIDEOS.second }));
    expect(tab.fetched.length).toBeGreaterThan(0);
    expect(tab.fetched.every((url) => url.startsWith('https://m.youtube.com/'))).toBe(true);
  });
});

describe('after an in-page navigation', () => {
  it("reads the new video's player response from its watch page when the page still holds the first one", async () => {
    const tab = fakeTab(FIXTURE_VIDEOS.second, {
      pageVideoId: FIXTURE_VIDEOS.manual,
      noHook: true,
      currentVideoId: () => FIXTURE_VIDEOS.second,
    });
    const result = found(await getTranscriptWith(tab.env, { videoId: FIXTURE_VIDEOS.second }));
    expect(result.playerResponseFrom).toBe('watch-page');
    expect(result.video?.title).toBe('Tides in twenty-four seconds');
    expect(result.segments[0]?.text).toBe('This is the second video: tides.');
  });
});

describe('the track picker', () => {
  it("lists every track, people's captions first, and the languages YouTube translates into", async () => {
    const result = found(
      await getTranscriptWith(fakeTab(FIXTURE_VIDEOS.manual).env, { videoId: FIXTURE_VIDEOS.manual }),
    );
    expect(result.tracks.map((t) => t.name)).toEqual(['English', 'German', 'English (auto-generated)']);
    expect(result.translationLanguages.map((l) => l.languageCode)).toContain('fr');
  });

  it('reads the track the person picked, through the same methods', async () => {
    const tab = fakeTab(FIXTURE_VIDEOS.manual);
    const result = found(
      await getTranscriptWith(tab.env, {
        videoId: FIXTURE_VIDEOS.manual,
        preferredTrack: { id: 'a.en' },
        languages: ['en'],
      }),
    );
    expect(result.track?.id).toBe('a.en');
    expect(result.method).toBe('player-request');
    expect(result.segments[0]?.text).toMatch(/^welcome back today/);
  });

  it('asks YouTube for its machine translation when the person picks one (tlang), and says it is one', async () => {
    const french = JSON.stringify({
      events: [{ tStartMs: 0, dDurationMs: 3800, segs: [{ utf8: 'Voici la deuxième vidéo : les marées.' }] }],
    });
    const tab = fakeTab(FIXTURE_VIDEOS.second, {
      intercept: (url) =>
        new URL(url).searchParams.get('tlang') === 'fr' ? new Response(french, { status: 200 }) : null,
    });
    const result = found(
      await getTranscriptWith(tab.env, {
        videoId: FIXTURE_VIDEOS.second,
        preferredTrack: { id: '.en', translateTo: 'fr' },
      }),
    );
    expect(result).toMatchObject({ method: 'caption-track', languageCode: 'fr', translatedTo: 'fr' });
    expect(result.track?.languageCode).toBe('en');
    expect(result.segments[0]?.text).toBe('Voici la deuxième vidéo : les marées.');
  });
});
