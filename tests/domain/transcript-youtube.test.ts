import { describe, expect, it } from 'vitest';
import { parseJson3, parseSrv3, parseTimedText } from '#domain/transcript/youtube.ts';

describe('parseJson3', () => {
  // Shaped like YouTube's automatic captions: a window definition, word segments with offsets, and the
  // "\n" events that roll a line up.
  const json3 = JSON.stringify({
    wireMagic: 'pb3',
    pens: [{}],
    wsWinStyles: [{}],
    wpWinPositions: [{}],
    events: [
      { tStartMs: 0, dDurationMs: 1_203_000, id: 1, wpWinPosId: 1, wsWinStyleId: 1 },
      {
        tStartMs: 320,
        dDurationMs: 4950,
        wWinId: 1,
        segs: [
          { utf8: 'so', acAsrConf: 0 },
          { utf8: ' today', tOffsetMs: 240 },
          { utf8: " we're", tOffsetMs: 560 },
        ],
      },
      { tStartMs: 2950, dDurationMs: 2320, wWinId: 1, aAppend: 1, segs: [{ utf8: '\n' }] },
      {
        tStartMs: 2960,
        dDurationMs: 5040,
        wWinId: 1,
        segs: [{ utf8: 'talking', tOffsetMs: 0 }, { utf8: ' about', tOffsetMs: 320 }, { utf8: ' attention' }],
      },
      { tStartMs: 9000, dDurationMs: 2000, segs: [{ utf8: ' ' }, { utf8: '[Music]', tOffsetMs: 500 }] },
    ],
  });

  it('reads events as segments starting at their first word, each ending where the next begins', () => {
    expect(parseJson3(json3)).toEqual([
      { start: 0.32, duration: 2.64, text: "so today we're" },
      { start: 2.96, duration: 5.04, text: 'talking about attention' },
      { start: 9.5, duration: 1.5, text: '[Music]' },
    ]);
  });

  it.each([
    ['broken JSON', '{"events": ['],
    ['no events', '{"wireMagic":"pb3"}'],
    ['events that are not a list', '{"events":{"0":1}}'],
    ['a list at the top', '[1,2,3]'],
    [
      'events of the wrong shape',
      '{"events":[null,1,"x",{"tStartMs":-5,"segs":[{"utf8":"a"}]},{"tStartMs":1,"segs":[{"utf8":7}]}]}',
    ],
  ])('finds nothing in %s', (_name, text) => {
    expect(parseJson3(text)).toEqual([]);
  });
});

describe('parseSrv3', () => {
  it('reads <p t d> paragraphs of <s> words, in milliseconds, entities decoded', () => {
    const srv3 = `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3">
<head><ws id="0"/><wp id="0"/></head>
<body>
<w t="0" id="1" wp="1" ws="1"/>
<p t="1200" d="2160" w="1"><s ac="252">so</s><s t="240" ac="252"> today</s><s t="560"> we&#39;re</s></p>
<p t="3360" d="40" w="1" a="1">&#10;</p>
<p t="3400" d="3000" w="1"><s>fish</s><s t="300"> &amp; chips</s></p>
<p t="7000" d="1500">A manual line<br/>on two lines</p>
</body></timedtext>`;
    expect(parseSrv3(srv3)).toEqual([
      { start: 1.2, duration: 2.16, text: "so today we're" },
      { start: 3.4, duration: 3, text: 'fish & chips' },
      { start: 7, duration: 1.5, text: 'A manual line on two lines' },
    ]);
  });

  it('ends an unclosed paragraph at the next one and stops at an unclosed tag', () => {
    const srv3 = '<timedtext><body><p t="0" d="1000">one<p t="1000" d="1000">two</p><p t="2000" d="500">three<s';
    expect(parseSrv3(srv3).map((segment) => segment.text)).toEqual(['one', 'two', 'three']);
  });
});

describe('parseTimedText', () => {
  it('reads <text start dur> in seconds and decodes the HTML inside the XML', () => {
    const xml = `<?xml version="1.0" encoding="utf-8" ?><transcript>
<text start="0.32" dur="3.12">it&amp;#39;s a &lt;i&gt;good&lt;/i&gt; question</text>
<text start="3.44" dur="2.5">Tom &amp;amp; Jerry</text>
<text start="6" dur="1">   </text>
<text start="bad" dur="1">skipped</text>
<text start='7.5' dur='2'>single quotes</text>
</transcript>`;
    expect(parseTimedText(xml)).toEqual([
      { start: 0.32, duration: 3.12, text: "it's a good question" },
      { start: 3.44, duration: 2.5, text: 'Tom & Jerry' },
      { start: 7.5, duration: 2, text: 'single quotes' },
    ]);
  });
});
