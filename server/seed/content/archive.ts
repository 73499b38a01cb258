import type { DemoEntry } from './types.ts';

/** The oldest saved summaries, newest first (after earlier.ts). */
export const ARCHIVE: DemoEntry[] = [
  {
    videoId: 'IWGuAeNhsCt',
    title: "Why Japan's Trains Are Almost Never Late",
    type: 'video',
    form: 'text',
    paragraphs: [
      "Average delays on Japan's high-speed lines are measured in seconds per train per year. The video credits dedicated tracks that are not shared with freight or slow local trains, no level crossings, and a maintenance crew that inspects the line every night after the last service.",
      'Staff training plays a part too. Drivers and conductors use "pointing and calling": they point at each signal and say its status out loud, a habit shown to cut errors substantially.',
      'Cleaning crews turn a train around at the terminal in about seven minutes, and platforms are marked so passengers queue exactly where the doors will open.',
    ],
  },
  {
    videoId: 'OPq8iJuakf7',
    title: 'Organic Chemistry 1 - Lecture 4: Resonance Structures',
    type: 'video',
    form: 'sections',
    duration: '52:16',
    fenced: false,
    sections: [
      {
        timestamp: '0:50',
        title: 'One molecule, several drawings',
        bullets: [
          'Some molecules cannot be drawn accurately with a single Lewis structure.',
          'The real molecule is a hybrid of the resonance forms, not a switch between them.',
        ],
      },
      {
        timestamp: '10:30',
        title: 'Moving electrons with curved arrows',
        bullets: [
          'Only lone pairs and pi bonds move; atoms and sigma bonds stay where they are.',
          'Each arrow starts at electrons and ends where they go.',
          'Never give carbon more than eight electrons.',
        ],
      },
      {
        timestamp: '24:45',
        title: 'Which forms contribute most',
        bullets: [
          'Structures with full octets and fewer formal charges count more.',
          'A negative charge is best placed on the more electronegative atom.',
        ],
      },
      {
        timestamp: '36:20',
        title: 'Worked examples',
        bullets: [
          'The carbonate ion spreads its charge evenly over three oxygens.',
          'In benzene all six carbon-carbon bonds have the same length, between single and double.',
        ],
      },
      {
        timestamp: '46:05',
        title: 'Why it matters for reactivity',
        bullets: [
          'Resonance stabilises the ion left behind, which makes acetic acid more acidic than ethanol.',
          'Spotting resonance early helps predict where a molecule will react.',
        ],
      },
    ],
  },
  {
    videoId: '7pRFslM1Gbj',
    title: 'Employee Handbook - Remote and Hybrid Work Policy (PDF)',
    type: 'document',
    form: 'text',
    paragraphs: [
      "Eligibility: employees who have passed their probation period can work remotely up to three days a week, with their manager's agreement. Fully remote arrangements need approval from the department head.",
      "Core hours are 10:00 to 15:00 in the employee's local time zone; outside them people are not expected to answer messages. Teams pick one shared office day each week.",
      'The company pays a one-off home office allowance and a monthly internet stipend. Company laptops must use the VPN on public networks, and confidential documents may not be printed at home.',
    ],
  },
  {
    videoId: 'D7J8O6n6YAA',
    title: 'Photography Composition: 9 Rules and When to Break Them',
    type: 'video',
    form: 'sections',
    duration: '16:38',
    fenced: true,
    sections: [
      {
        timestamp: '0:25',
        title: 'Rule of thirds',
        bullets: [
          'Place the subject on one of the grid lines rather than dead centre for a more dynamic frame.',
          'Put the horizon on the top or bottom third depending on whether sky or land is more interesting.',
        ],
      },
      {
        timestamp: '3:50',
        title: 'Leading lines and framing',
        bullets: [
          'Roads, fences and rivers pull the eye toward the subject.',
          'Doorways and branches can frame the subject and add depth.',
        ],
      },
      {
        timestamp: '8:15',
        title: 'Simplify the background',
        bullets: [
          "Move a step to the side until nothing seems to grow out of your subject's head.",
          'A wider aperture blurs distractions behind the subject.',
        ],
      },
      {
        timestamp: '12:40',
        title: 'Breaking the rules on purpose',
        bullets: [
          'Symmetrical scenes such as reflections often look best centred.',
          'Lots of empty space can convey loneliness or calm.',
          'If breaking a rule does not make the image stronger, the rule probably wins.',
        ],
      },
    ],
  },
  {
    videoId: 'zIsubwbyNDl',
    title: 'The Printing Press: How One Machine Changed Europe (Full Documentary)',
    type: 'video',
    form: 'sections',
    duration: '52:30',
    fenced: false,
    sections: [
      {
        timestamp: '0:00',
        title: 'Books before print',
        bullets: [
          'A single copied Bible could take a scribe more than a year.',
          'Books were so expensive that libraries chained them to the shelves.',
        ],
      },
      {
        timestamp: '9:40',
        title: "Gutenberg's workshop in Mainz",
        bullets: [
          'The key invention was a hand mould for casting metal letters quickly and uniformly.',
          'He combined it with an oil-based ink and a press adapted from wine making.',
        ],
      },
      {
        timestamp: '21:15',
        title: 'The spread of presses',
        bullets: [
          'Within fifty years, presses operated in more than 200 European towns.',
          'Venice became a publishing hub, producing affordable pocket-sized classics.',
        ],
      },
      {
        timestamp: '33:50',
        title: 'Religion and politics',
        bullets: [
          "Cheap pamphlets carried the Reformation's arguments faster than authorities could suppress them.",
          'Printing also standardised spelling and helped fix national languages.',
        ],
      },
      {
        timestamp: '45:30',
        title: 'Science goes public',
        bullets: [
          "Identical copies let scholars across Europe check each other's data and diagrams.",
          'The documentary closes by comparing the period to the arrival of the internet.',
        ],
      },
    ],
  },
  {
    videoId: '4vCtLlmMU9N',
    title: 'Interview: A Former Mission Control Flight Director on Leading Through a Crisis',
    type: 'video',
    form: 'text',
    paragraphs: [
      'Retired flight director Carol Whitfield talks about 25 years in mission control. Her main lesson is that calm in a crisis is trained, not innate: teams rehearse failures in simulations so often that the real thing feels familiar.',
      'She describes a simple rule from the control room: first work out what you know for certain, then what you do not know, and only then decide. Jumping to a fix before the problem is understood was the most common mistake she saw.',
      "On leadership, she says the person in charge should speak last in a discussion, so the team shares what they see before hearing the boss's opinion.",
    ],
  },
  {
    videoId: 'j8qydTOteyU',
    title: 'In Praise of Boring Code',
    type: 'article',
    form: 'text',
    paragraphs: [
      'This essay argues that the best code for a long-lived product is the kind nobody finds interesting: explicit names, short functions and the obvious data structure. Clever one-liners save the writer a minute and cost every future reader ten.',
      'The author suggests spending novelty carefully. Each team can afford only a few unfamiliar tools at once, so pick a well-known database and framework and save experimentation for the part of the product that is actually new.',
      'A closing checklist: could a new colleague change this code on their first week? Does the error message tell you what to do? Is there one way to do each thing?',
    ],
  },
  {
    videoId: 'KUalYTK8id3',
    title: 'Home Espresso Dial-In Guide: Grind, Dose and Yield',
    type: 'video',
    form: 'sections',
    duration: '14:26',
    fenced: false,
    sections: [
      {
        timestamp: '0:30',
        title: 'Start with a recipe',
        bullets: [
          'A common starting point is 18 g of coffee in and 36 g of espresso out in 25 to 30 seconds.',
          'Weigh both with a scale; timing alone is not enough.',
        ],
      },
      {
        timestamp: '3:45',
        title: 'Change one thing at a time',
        bullets: [
          'Adjust the grind first; keep dose and yield fixed while you find the right setting.',
          'Finer grind slows the shot, coarser speeds it up.',
        ],
      },
      {
        timestamp: '7:10',
        title: 'Taste, then adjust',
        bullets: [
          'Sour and thin means under-extracted: grind finer or pull a longer shot.',
          'Bitter and dry means over-extracted: grind coarser or stop the shot earlier.',
        ],
      },
      {
        timestamp: '11:20',
        title: 'Puck preparation',
        bullets: [
          'Break up clumps with a needle tool so water flows evenly.',
          'Tamp level rather than hard; an uneven puck causes channelling.',
          'Fresh beans, roasted one to four weeks ago, are easier to dial in.',
        ],
      },
    ],
  },
  {
    videoId: '4hGTQbs80bg',
    title: 'Attention Is All You Need (arXiv:1706.03762) - Paper PDF',
    type: 'document',
    form: 'text',
    paragraphs: [
      'The paper introduces the Transformer, a model for sequence tasks such as translation that uses only attention, dropping the recurrent and convolutional layers earlier systems relied on.',
      'Self-attention lets each position in a sentence weigh every other position directly, so long-range relationships take one step instead of many. Multi-head attention runs several of these in parallel, and positional encodings add the word-order information that attention alone would ignore.',
      'Because nothing depends on the previous time step, training parallelises well on GPUs. The model set new state-of-the-art scores on English-German and English-French translation benchmarks while training in a fraction of the time of earlier models.',
    ],
  },
];
