/**
 * Writes the transcript fixtures of tests/fixtures/transcripts/ (written here, no third-party text):
 * a lecture with chapters and punctuated captions, a podcast and a three-hour stream in YouTube's
 * automatic style (lower-case, no punctuation, short overlapping lines, [Music] tags), an interview
 * with questions and answers, and a news clip. Deterministic: a seeded generator, so running it again
 * writes the same bytes. `npm run fixtures:transcripts`; the golden tests read the files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Segment = { start: number; duration: number; text: string };
type Fixture = {
  kind: 'video';
  video_id: string;
  title: string;
  channel: string;
  duration_seconds: number;
  language: string;
  chapters?: Array<{ start: number; title: string }>;
  segments: Segment[];
};

/** mulberry32: a small seeded generator. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Topic = { title: string; sentences: string[] };

const LECTURE: Topic[] = [
  {
    title: 'Why sorting matters',
    sentences: [
      'Sorting is the first step of almost every search, merge and report a database runs.',
      'A sorted list lets binary search find any element in logarithmic time.',
      'Most of the programs you will write spend more time sorting than you expect.',
      'We will compare algorithms by the number of comparisons they make.',
      'The lower bound for comparison sorting is n log n comparisons in the worst case.',
      'That bound comes from counting the leaves of a decision tree.',
    ],
  },
  {
    title: 'Insertion sort',
    sentences: [
      'Insertion sort builds the sorted list one element at a time.',
      'Each new element slides left past every larger element before it.',
      'On a list that is already sorted, insertion sort makes only n minus one comparisons.',
      'On a reversed list it makes about n squared over two comparisons.',
      'Insertion sort is stable, so equal keys keep their original order.',
      'For fewer than about twenty elements, insertion sort beats the clever algorithms.',
    ],
  },
  {
    title: 'Merge sort',
    sentences: [
      'Merge sort splits the list in half, sorts each half, and merges the two sorted halves.',
      'Merging two sorted lists takes linear time with two pointers.',
      'The recursion has log n levels and each level does linear work.',
      'So merge sort always runs in n log n time, whatever the input.',
      'Its weakness is the extra memory for the merge buffer.',
      'Merge sort is the algorithm of choice for sorting linked lists and files on disk.',
    ],
  },
  {
    title: 'Quicksort and pivots',
    sentences: [
      'Quicksort picks a pivot and partitions the list around it.',
      'Elements smaller than the pivot go left and larger ones go right.',
      'A bad pivot on sorted input makes quicksort quadratic.',
      'Choosing the pivot at random makes the quadratic case vanishingly unlikely.',
      'The median of three is a cheap way to choose a good pivot.',
      'In practice quicksort is fast because its inner loop is tiny and cache friendly.',
    ],
  },
  {
    title: 'Sorting in the real world',
    sentences: [
      'Real libraries combine algorithms, for example Timsort in Python and Java.',
      'Timsort finds runs that are already sorted and merges them.',
      'Introsort starts as quicksort and switches to heapsort when recursion gets too deep.',
      'Radix sort avoids comparisons entirely when the keys are small integers.',
      'For the exam, be ready to trace merge sort and quicksort by hand.',
      'Next week we move on to hash tables and how they trade memory for speed.',
    ],
  },
];

const PODCAST: Topic[] = [
  {
    title: 'sleep',
    sentences: [
      'so i started tracking my sleep about a year ago with one of those rings',
      'what surprised me was how much a late coffee wrecked my deep sleep',
      'the study we read said caffeine has a half life of about five to six hours',
      'so a coffee at four in the afternoon is still half there at ten at night',
      'i moved my last coffee to noon and my deep sleep went up by twenty minutes',
      'the other big one for me was keeping the bedroom cool around eighteen degrees',
    ],
  },
  {
    title: 'training',
    sentences: [
      'we should talk about zone two training because everybody is asking about it',
      'zone two is the pace where you can still hold a conversation',
      'the idea is that it builds mitochondria and your aerobic base',
      'most people run their easy runs way too fast',
      'i do three sessions of forty five minutes a week on the bike',
      'after three months my resting heart rate dropped from sixty four to fifty eight',
    ],
  },
  {
    title: 'food',
    sentences: [
      'on food we both ended up eating more protein than we used to',
      'the target we keep hearing is about one point six grams per kilo of body weight',
      'i spread it over three meals instead of one big dinner',
      'ultra processed food was the thing i cut first and the cravings stopped after two weeks',
      'we are not dietitians so please talk to a professional before changing anything big',
      'the simplest rule i have is to cook most of my own meals',
    ],
  },
  {
    title: 'habits',
    sentences: [
      'the habit that stuck was a ten minute walk after every meal',
      'it flattens the blood sugar spike according to the glucose monitor i wore',
      'stacking a new habit on an old one is what made it stick for me',
      'i put my running shoes next to the kettle so i see them every morning',
      'missing one day is fine but never miss two days in a row',
      'thanks for listening and send us your questions for the next episode',
    ],
  },
];

const INTERVIEW: Array<{ q: string; a: string[] }> = [
  {
    q: 'How did the company start?',
    a: [
      'We started in a garage in Lyon in 2015 with three people and one customer.',
      'That customer was a bakery chain that needed to predict how much bread to bake each morning.',
      'Our first model cut their waste by thirty percent in two months.',
    ],
  },
  {
    q: 'What was the hardest moment?',
    a: [
      'In 2018 our biggest client left and we had four months of cash.',
      'We cut our own salaries in half and kept every engineer.',
      'Two months later we signed three hospitals, and that saved us.',
    ],
  },
  {
    q: 'How do you hire?',
    a: [
      'We hire for curiosity first and for experience second.',
      'Every candidate spends a paid day working with the team on a real problem.',
      'We never ask trick questions, because they measure nerves and not skill.',
    ],
  },
  {
    q: 'What about remote work?',
    a: [
      'Half of our people work remotely, in eleven countries.',
      'We write everything down, so nobody depends on being in the room.',
      'Once a quarter the whole team meets in person for a week.',
    ],
  },
  {
    q: 'What comes next?',
    a: [
      'Next year we open an office in Montreal to serve North American hospitals.',
      'We are also releasing our forecasting library as open source.',
      'My advice to founders is to talk to customers every single week.',
    ],
  },
];

const NEWS = [
  'Good evening.',
  'Heavy rain has flooded parts of the river valley for the second day in a row.',
  'Authorities evacuated more than two thousand residents overnight.',
  'The river rose to six point two metres at the central bridge, a level not seen since 1993.',
  'Schools in four districts will stay closed until Monday.',
  'The weather service expects the rain to ease by Saturday afternoon.',
  'Volunteers have filled more than ten thousand sandbags at the town hall.',
  'The regional government has released an emergency fund of five million euros.',
  'Insurance companies say claims can be filed online from tomorrow.',
  'Residents are asked not to drive through flooded roads.',
  'We will have more on this story at ten.',
];

const FILLERS = ['you know', 'like', 'um', 'so', 'i mean', 'right', 'basically', 'and yeah'];

function autoCaptions(words: string[], rand: () => number, from: number, music: boolean): Segment[] {
  // YouTube's automatic captions: 3 to 8 words a line, a line every 1.5 to 3 s, lines overlapping a little.
  const segments: Segment[] = [];
  let t = from;
  let i = 0;
  while (i < words.length) {
    const n = 3 + Math.floor(rand() * 6);
    const text = words.slice(i, i + n).join(' ');
    const duration = Math.round((1.5 + rand() * 1.5) * 1000) / 1000;
    segments.push({ start: Math.round(t * 1000) / 1000, duration: Math.round((duration + 0.4) * 1000) / 1000, text });
    if (music && rand() < 0.01)
      segments.push({ start: Math.round((t + duration) * 1000) / 1000, duration: 4, text: '[Music]' });
    t += duration;
    i += n;
  }
  return segments;
}

/** Sentences of a topic spoken at length: the bank in a shuffled order, with speech fillers, for `seconds`. */
function speak(topic: Topic, rand: () => number, seconds: number, fillers: boolean): string[] {
  const out: string[] = [];
  let spoken = 0;
  while (spoken < seconds) {
    const s = topic.sentences[Math.floor(rand() * topic.sentences.length)] as string;
    const filler = fillers && rand() < 0.35 ? `${FILLERS[Math.floor(rand() * FILLERS.length)]} ` : '';
    out.push(filler + s);
    spoken += s.split(' ').length / 2.5; // 150 words a minute
  }
  return out;
}

function punctuated(sentences: string[], rand: () => number, from: number): Segment[] {
  // Human captions: one or two sentences a segment, timed at 2.5 words a second.
  const segments: Segment[] = [];
  let t = from;
  for (let i = 0; i < sentences.length; ) {
    const take = rand() < 0.3 && i + 1 < sentences.length ? 2 : 1;
    const text = sentences.slice(i, i + take).join(' ');
    const duration = Math.round((text.split(' ').length / 2.5) * 1000) / 1000;
    segments.push({ start: Math.round(t * 1000) / 1000, duration, text });
    t += duration + 0.2;
    i += take;
  }
  return segments;
}

const endOf = (segments: Segment[]) => {
  const last = segments[segments.length - 1];
  return last ? last.start + last.duration : 0;
};

function lecture(): Fixture {
  const rand = random(1);
  const segments: Segment[] = [];
  const chapters: Fixture['chapters'] = [];
  for (const topic of LECTURE) {
    const start = Math.ceil(endOf(segments));
    chapters.push({ start, title: topic.title });
    segments.push(...punctuated(speak(topic, rand, 600, false), rand, start));
  }
  return {
    kind: 'video',
    video_id: 'LecSort0001',
    title: 'Algorithms 101, lecture 4: sorting',
    channel: 'Skimly University',
    duration_seconds: Math.ceil(endOf(segments)) + 5,
    language: 'en',
    chapters,
    segments,
  };
}

function podcast(): Fixture {
  const rand = random(2);
  const segments: Segment[] = [];
  for (const topic of PODCAST) {
    const words = speak(topic, rand, 1100, true).join(' ').split(' ');
    segments.push(...autoCaptions(words, rand, endOf(segments), true));
  }
  return {
    kind: 'video',
    video_id: 'PodHealth01',
    title: 'Episode 112: sleep, zone two and the ten minute walk',
    channel: 'Two Friends Talk Health',
    duration_seconds: Math.ceil(endOf(segments)),
    language: 'en',
    segments,
  };
}

function interview(): Fixture {
  const rand = random(3);
  const sentences: string[] = [];
  for (const { q, a } of INTERVIEW) {
    sentences.push(`>> ${q}`);
    for (let round = 0; round < 6; round++) for (const s of a) if (rand() < 0.8) sentences.push(s);
  }
  const segments = punctuated(sentences, rand, 0);
  return {
    kind: 'video',
    video_id: 'IntFounder1',
    title: 'From a garage in Lyon to eleven countries: a founder interview',
    channel: 'Builders',
    duration_seconds: Math.ceil(endOf(segments)),
    language: 'en',
    segments,
  };
}

function news(): Fixture {
  const segments = punctuated(NEWS, random(4), 0);
  return {
    kind: 'video',
    video_id: 'NewsFlood01',
    title: 'Floods in the river valley: two thousand evacuated',
    channel: 'Evening News',
    duration_seconds: Math.ceil(endOf(segments)) + 2,
    language: 'en',
    segments,
  };
}

function stream(): Fixture {
  // Three hours of a coding stream in automatic captions: every topic of the other fixtures, again and again.
  const rand = random(5);
  const topics: Topic[] = [
    ...PODCAST,
    ...LECTURE.map((t) => ({ ...t, sentences: t.sentences.map((s) => s.toLowerCase().replace(/[.,]/g, '')) })),
  ];
  const segments: Segment[] = [];
  let i = 0;
  while (endOf(segments) < 3 * 3600 - 60) {
    const topic = topics[i % topics.length] as Topic;
    const words = speak(topic, rand, 420, true).join(' ').split(' ');
    segments.push(...autoCaptions(words, rand, endOf(segments), true));
    i++;
  }
  const cut = segments.filter((s) => s.start < 3 * 3600 - 30);
  return {
    kind: 'video',
    video_id: 'StreamLong1',
    title: 'Three-hour study stream: algorithms and health, Q&A',
    channel: 'Late Night Study',
    duration_seconds: 3 * 3600,
    language: 'en',
    segments: cut,
  };
}

const dir = join('tests', 'fixtures', 'transcripts');
mkdirSync(dir, { recursive: true });
const fixtures: Record<string, Fixture> = {
  lecture: lecture(),
  podcast: podcast(),
  interview: interview(),
  news: news(),
  stream: stream(),
};
for (const [name, fixture] of Object.entries(fixtures)) {
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(fixture)}\n`);
  console.log(`${name}: ${fixture.segments.length} segments, ${fixture.duration_seconds} s`);
}
