/**
 * Landing page copy. Marketing prose lives here, beside the page, rather than in domain/messages.ts,
 * which keeps the texts SPEC.md names to the letter; the product name always comes from constants.
 */
import { PRODUCT_NAME } from '#domain/constants.ts';

export const hero = {
  eyebrow: 'Chrome extension for YouTube',
  headline: 'Get the point of any YouTube video in under a minute',
  lead: `${PRODUCT_NAME} reads the transcript of the video you are watching and writes a clear summary, split into sections with timestamps you can click. Watch the parts that matter, skip the rest.`,
  secondaryCta: 'See how it works',
  note: 'Basic plan free forever. No card required.',
  sampleTitle: 'How the immune system remembers a virus',
  // An illustration of a summary's shape, said to be one: no made-up timing passed off as measured.
  sampleMeta: 'Example summary · 48 min lecture',
  sampleSections: [
    {
      time: '0:00',
      title: 'Two lines of defence',
      bullet: 'Innate immunity reacts in minutes; adaptive immunity takes days but learns.',
    },
    {
      time: '12:40',
      title: 'B cells and antibodies',
      bullet: 'Each B cell carries one receptor shape; a match triggers mass cloning.',
    },
    {
      time: '31:05',
      title: 'Why memory lasts decades',
      bullet: 'Long-lived memory cells answer a second infection before symptoms start.',
    },
  ],
};

export const problem = {
  lead: 'A two-hour podcast for one good idea. A forty-minute lecture the night before the exam. A news interview where the answer comes at minute 37.',
  body: 'Video is where the best explanations live, but it is the slowest way to find something. Scrubbing the timeline and playing everything at 2x only goes so far.',
  stats: [
    { value: '500 h', label: 'of video uploaded to YouTube every minute' },
    { value: '45 min', label: 'typical length of a lecture or long-form podcast episode' },
    { value: '< 1 min', label: `to read a ${PRODUCT_NAME} summary of it` },
  ],
};

export const features = {
  heading: 'Everything you need to skim smarter',
  lead: `${PRODUCT_NAME} sits quietly next to the YouTube player and does the heavy lifting when you ask.`,
  cards: [
    {
      icon: 'zap',
      title: 'One-click summaries',
      text: 'Click the toolbar icon on any video page and get a readable summary in seconds, without leaving the tab.',
    },
    {
      icon: 'clock',
      title: 'Clickable timestamps',
      text: 'Every section starts with the moment it covers. Click it and the player jumps straight there.',
    },
    {
      icon: 'list',
      title: 'Sections and key points',
      text: 'Long videos are split into titled sections with short bullet points, so you can scan instead of read.',
    },
    {
      icon: 'pen',
      title: 'Your own prompt',
      text: 'On Premium, tell the AI what you care about: exam notes, action items, quotes, or a summary in plain words.',
    },
    {
      icon: 'history',
      title: 'Saved summaries',
      text: 'On Premium, every summary is kept in your dashboard, searchable by title and text and filterable by date.',
    },
    {
      icon: 'languages',
      title: 'Works on long content',
      text: 'Lectures, podcasts, interviews and news: if the video has a transcript, it can be summarized, even at three hours.',
    },
  ],
} as const;

export type FeatureIcon = (typeof features.cards)[number]['icon'];

export const howItWorks = {
  heading: 'How it works',
  lead: 'Three steps, about thirty seconds, the first time. After that it is one click.',
  steps: [
    {
      title: 'Install the extension',
      text: `Add ${PRODUCT_NAME} from the Chrome Web Store. It works in Chrome and other Chromium browsers such as Edge and Brave.`,
    },
    {
      title: 'Open a YouTube video',
      text: 'Any video with captions or a transcript works: a lecture, a podcast, an interview, a news report.',
    },
    {
      title: `Click the ${PRODUCT_NAME} icon`,
      text: 'Your summary appears beside the video in seconds, with sections and timestamps you can click.',
    },
  ],
  bannerText: 'Pin the icon to your toolbar, open any YouTube video and click it to get your first summary.',
};

export const audiences = {
  heading: 'Who uses it',
  lead: 'Anyone who learns from video and has less time than the videos do.',
  items: [
    {
      icon: 'student',
      title: 'Students',
      text: 'Turn a recorded lecture into revision notes and jump back to the derivation you missed.',
    },
    {
      icon: 'professional',
      title: 'Professionals',
      text: 'Get the decisions out of conference talks, webinars and all-hands recordings without sitting through them.',
    },
    {
      icon: 'creator',
      title: 'Creators',
      text: 'Research a topic across ten competitor videos in the time it takes to watch one.',
    },
    {
      icon: 'journalist',
      title: 'Journalists',
      text: 'Find the quote in a long interview or press conference and cite it with its exact timestamp.',
    },
    {
      icon: 'learner',
      title: 'Lifelong learners',
      text: 'Decide in a minute whether a two-hour documentary or podcast is worth your evening.',
    },
  ],
} as const;

export type AudienceIcon = (typeof audiences.items)[number]['icon'];

/**
 * The "in action" demo (issue 18.7, decision 200): YouTube's first video, 19 seconds whose words are
 * known by heart, so the sample summary below says only what the video says.
 */
export const demo = {
  heading: `See ${PRODUCT_NAME} in action`,
  lead: 'The first video ever uploaded to YouTube, with its summary beside the player. Each timestamp starts the video at that moment.',
  caption: `A sample summary, written for this page in the format ${PRODUCT_NAME} uses. The video loads from YouTube only when you press play or a timestamp.`,
  video: {
    id: 'jNQXAC9IVRw',
    title: 'Me at the zoo',
    meta: 'jawed · 0:19 · uploaded 23 April 2005',
  },
  summaryMeta: 'Me at the zoo · 19-second video',
  sections: [
    {
      time: '0:00',
      title: 'In front of the elephants',
      bullets: ['Jawed Karim, one of YouTube’s founders, stands at the zoo in front of the elephants.'],
    },
    {
      time: '0:05',
      title: 'The cool thing about them',
      bullets: ['They have really, really, really long trunks.', 'He says that is cool.'],
    },
    {
      time: '0:15',
      title: 'All there is to say',
      bullets: ['“And that’s pretty much all there is to say.” The video ends at 0:19.'],
    },
  ],
} as const;

export const benefits = {
  heading: 'Why people keep it installed',
  items: [
    {
      title: 'Save time',
      text: 'Read the summary first, then watch only the sections you need. Most people get hours back every week.',
    },
    {
      title: 'Learn more',
      text: 'Clear structure and key points help you remember more of what you watch, and review it later in seconds.',
    },
    {
      title: 'Stay focused',
      text: 'Know what a video covers before you commit to it, and stop losing evenings to autoplay.',
    },
  ],
};

export const faq = {
  heading: 'Frequently asked questions',
  items: [
    {
      question: `Is ${PRODUCT_NAME} free?`,
      answer: `Yes. The Basic plan is free forever and needs no credit card: install the extension and summarize as many YouTube videos as you like. Premium is an optional upgrade for people who want more control.`,
    },
    {
      question: 'What does Premium add?',
      answer: `With a ${PRODUCT_NAME} account on Premium you can write your own custom prompt, so every summary follows the format you need, and keep a saved-summaries history in your dashboard that you can search and filter. Cancel any time; you keep Premium until the end of the period you paid for.`,
    },
    {
      question: 'Which videos can it summarize?',
      answer:
        'Any YouTube video that has captions or an auto-generated transcript, which covers most lectures, podcasts, interviews and news. Long videos are fine: summaries are split into sections so a three-hour stream stays readable.',
    },
    {
      question: 'How accurate are the summaries?',
      answer: `${PRODUCT_NAME} works from the video's own transcript and links every section to its timestamp, so you can check any point against the original in one click. Like any AI summary it can miss nuance, so treat it as a map of the video, not a replacement for the parts that matter to you.`,
    },
    {
      question: 'What happens to my data?',
      answer: `${PRODUCT_NAME} only reads the transcript of the video you ask it to summarize. We never sell your data. Saved summaries belong to your account: copy or download any of them as Markdown, export them all as a .zip, delete one from its card, or delete the whole account in Account settings, at any time and at once. Only invoices are kept, anonymised, because bookkeeping law requires it. The privacy policy has the details.`,
    },
  ],
};

export const cta = {
  heading: 'Stop watching. Start skimming.',
  lead: `Install ${PRODUCT_NAME} in a few seconds and get your first summary on the next video you open.`,
};
