import { describe, expect, it } from 'vitest';
import {
  captionTracks,
  defaultCaptionTrackIndex,
  playabilityFailure,
  playerResponseFromHtml,
  urlNeedsPot,
  videoFacts,
} from '#extension/transcript/playerResponse.ts';
import { captionUrl, chooseTrack, describeCaptionUrl, retargetPlayerRequest } from '#extension/transcript/tracks.ts';
import type { CaptionTrack } from '#extension/transcript/types.ts';
import { answerYouTube, FIXTURE_VIDEOS } from '#extension-tests/fixtures/youtube/server.ts';

function playerResponseOf(videoId: string): Record<string, unknown> {
  const page = answerYouTube(`https://www.youtube.com/watch?v=${videoId}`);
  const response = page ? playerResponseFromHtml(page.body) : null;
  if (!response) throw new Error(`no player response in ${videoId}`);
  return response;
}

const track = (id: string, languageCode: string, kind: CaptionTrack['kind'], name = languageCode): CaptionTrack => ({
  id,
  languageCode,
  name,
  kind,
  baseUrl: `https://www.youtube.com/api/timedtext?v=abcdefghijk&lang=${languageCode}${kind === 'automatic' ? '&kind=asr' : ''}`,
  isTranslatable: true,
  needsPot: false,
});

describe('the player response of a recorded watch page', () => {
  it('lists its caption tracks: manual and automatic, with the addresses that need a token marked', () => {
    const tracks = captionTracks(playerResponseOf(FIXTURE_VIDEOS.manual));
    expect(tracks.map((t) => [t.id, t.languageCode, t.kind, t.name, t.needsPot])).toEqual([
      ['.en', 'en', 'manual', 'English', false],
      ['.de', 'de', 'manual', 'German', false],
      ['a.en', 'en', 'automatic', 'English (auto-generated)', true],
    ]);
    expect(defaultCaptionTrackIndex(playerResponseOf(FIXTURE_VIDEOS.manual))).toBe(0);
  });

  it('has no tracks when the video has no captions, and knows the video', () => {
    const response = playerResponseOf(FIXTURE_VIDEOS.noCaptions);
    expect(captionTracks(response)).toEqual([]);
    expect(videoFacts(response)).toMatchObject({
      videoId: FIXTURE_VIDEOS.noCaptions,
      lengthSeconds: 600,
      isLive: false,
    });
    expect(playabilityFailure(response)).toBeNull();
  });

  it('names an age gate, a live stream in progress, and nothing for a three-hour video', () => {
    expect(playabilityFailure(playerResponseOf(FIXTURE_VIDEOS.ageRestricted))).toEqual({
      reason: 'age_restricted',
      youtubeReason: 'Sign in to confirm your age',
    });
    expect(playabilityFailure(playerResponseOf(FIXTURE_VIDEOS.live))).toEqual({ reason: 'live', youtubeReason: null });
    expect(playabilityFailure(playerResponseOf(FIXTURE_VIDEOS.threeHours))).toBeNull();
    expect(videoFacts(playerResponseOf(FIXTURE_VIDEOS.threeHours))?.lengthSeconds).toBe(10_800);
  });

  it('tells a private video (sign-in) from an age gate, and an unplayable one', () => {
    expect(
      playabilityFailure({ playabilityStatus: { status: 'LOGIN_REQUIRED', reason: 'This video is private' } }),
    ).toEqual({ reason: 'login_required', youtubeReason: 'This video is private' });
    expect(playabilityFailure({ playabilityStatus: { status: 'ERROR', reason: 'Video unavailable' } })?.reason).toBe(
      'unavailable',
    );
    expect(playabilityFailure({ playabilityStatus: { status: 'LIVE_STREAM_OFFLINE' } })?.reason).toBe('upcoming');
  });

  it('finds the object even when its strings hold braces and the page says the name elsewhere first', () => {
    const html = `<script>// ytInitialPlayerResponse is read below</script><script>var ytInitialPlayerResponse = {"videoDetails":{"videoId":"abcdefghijk","title":"a } tricky { \\"title\\""}};var meta = 1;</script>`;
    expect(playerResponseFromHtml(html)).toEqual({
      videoDetails: { videoId: 'abcdefghijk', title: 'a } tricky { "title"' },
    });
    expect(playerResponseFromHtml('<html>nothing here</html>')).toBeNull();
  });

  it('marks an address of the proof-of-origin experiment, unless it already carries its token', () => {
    expect(urlNeedsPot('https://www.youtube.com/api/timedtext?v=x&exp=xpe&lang=en')).toBe(true);
    expect(urlNeedsPot('https://www.youtube.com/api/timedtext?v=x&exp=xpv&lang=en')).toBe(true);
    expect(urlNeedsPot('https://www.youtube.com/api/timedtext?v=x&exp=xpe&pot=abc&lang=en')).toBe(false);
    expect(urlNeedsPot('https://www.youtube.com/api/timedtext?v=x&lang=en')).toBe(false);
  });
});

describe('choosing the track', () => {
  const en = track('.en', 'en', 'manual');
  const enAuto = track('a.en', 'en', 'automatic');
  const de = track('.de', 'de', 'manual');
  const frAuto = track('a.fr', 'fr', 'automatic');

  it("prefers a person's captions over the automatic ones in the same language", () => {
    expect(chooseTrack({ tracks: [enAuto, en], languages: ['en'] })).toBe(en);
  });

  it("takes the person's language before the video's default", () => {
    expect(chooseTrack({ tracks: [en, enAuto, de], languages: ['de-AT', 'en'], defaultIndex: 0 })).toBe(de);
  });

  it('matches a regional language to its base ("en-GB" reads "en")', () => {
    expect(chooseTrack({ tracks: [de, enAuto], languages: ['en-GB'] })).toBe(enAuto);
  });

  it("falls back to the creator's default, then to the spoken language (the automatic track's)", () => {
    expect(chooseTrack({ tracks: [en, de], languages: ['ja'], defaultIndex: 1 })).toBe(de);
    expect(chooseTrack({ tracks: [de, frAuto], languages: ['ja'] })).toBe(frAuto);
    expect(chooseTrack({ tracks: [track('.fr', 'fr', 'manual'), frAuto, de], languages: [] })?.id).toBe('.fr');
  });

  it('keeps what the person picked in the picker, by id or by language and kind', () => {
    expect(chooseTrack({ tracks: [en, enAuto, de], preference: { id: 'a.en' }, languages: ['de'] })).toBe(enAuto);
    expect(chooseTrack({ tracks: [en, enAuto, de], preference: { languageCode: 'en', kind: 'automatic' } })).toBe(
      enAuto,
    );
    expect(chooseTrack({ tracks: [en, enAuto], preference: { id: 'gone' }, languages: ['en'] })).toBe(en);
  });

  it('has nothing to choose without tracks', () => {
    expect(chooseTrack({ tracks: [], languages: ['en'] })).toBeNull();
  });
});

describe('caption addresses', () => {
  it('asks for json3, srv3, or the plain XML (no fmt), with or without a translation', () => {
    const base = 'https://www.youtube.com/api/timedtext?v=abcdefghijk&lang=en&fmt=vtt';
    expect(new URL(captionUrl(base, 'json3')).searchParams.get('fmt')).toBe('json3');
    expect(new URL(captionUrl(base, 'srv3')).searchParams.get('fmt')).toBe('srv3');
    expect(new URL(captionUrl(base, 'xml')).searchParams.has('fmt')).toBe(false);
    expect(new URL(captionUrl(base, 'json3', 'fr')).searchParams.get('tlang')).toBe('fr');
  });

  it("points the player's own request at another track and keeps its token", () => {
    const seen =
      'https://www.youtube.com/api/timedtext?v=abcdefghijk&exp=xpe&lang=en&fmt=json3&c=WEB&pot=TOKEN&signature=SIG';
    const url = retargetPlayerRequest(seen, track('a.de', 'de', 'automatic'), null);
    expect(describeCaptionUrl(url)).toEqual({
      videoId: 'abcdefghijk',
      languageCode: 'de',
      kind: 'automatic',
      translateTo: null,
      format: 'json3',
      hasPot: true,
    });
    expect(new URL(url).searchParams.get('signature')).toBe('SIG');
  });
});
