import type { DemoEntry } from './types.ts';

/** Saved today, newest first. */
export const TODAY: DemoEntry[] = [
  {
    videoId: 'NVIxnQx8V5h',
    title: 'CS50x 2024 - Lecture 3 - Algorithms',
    type: 'video',
    form: 'sections',
    duration: '2:04:36',
    fenced: false,
    sections: [
      {
        timestamp: '0:00',
        title: 'Searching behind closed doors',
        bullets: [
          'Seven lockers on stage hide numbers; a volunteer can only open one door at a time, just like a program reading an array.',
          'Linear search checks every door left to right and is the only option when the numbers are in no particular order.',
        ],
      },
      {
        timestamp: '14:05',
        title: 'Binary search and sorted data',
        bullets: [
          'If the lockers are sorted, opening the middle one rules out half of the rest at every step.',
          'A million sorted items need about 20 comparisons instead of up to a million.',
          'The catch: someone has to pay the cost of sorting first.',
        ],
      },
      {
        timestamp: '31:40',
        title: 'Big O, Omega and Theta',
        bullets: [
          'Big O is an upper bound on the steps an algorithm takes; Omega is a lower bound.',
          'Linear search is O(n) and Ω(1): you might get lucky on the first door.',
          'Theta is used when the upper and lower bounds are the same, as for counting every item.',
        ],
      },
      {
        timestamp: '52:18',
        title: 'Structs for a phone book',
        bullets: [
          'Two parallel arrays of names and numbers drift out of sync easily.',
          "A typedef'd struct keeps each person's name and number together as one value.",
        ],
      },
      {
        timestamp: '1:12:50',
        title: 'Selection sort and bubble sort',
        bullets: [
          'Eight volunteers holding numbers act out both sorts on stage.',
          'Both make roughly n² comparisons in the worst case, which gets slow fast.',
          'Bubble sort can stop early when a pass makes no swaps, so its best case is Ω(n).',
        ],
      },
      {
        timestamp: '1:38:22',
        title: 'Recursion and merge sort',
        bullets: [
          'A recursive function calls itself on a smaller problem until it reaches a base case.',
          'Merge sort sorts each half, then merges the two sorted halves in one pass.',
          'It runs in O(n log n) but needs extra memory for the merging.',
        ],
      },
    ],
  },
  {
    videoId: 'NonD3THXhah',
    title: 'How to Make Neapolitan Pizza at Home (No Pizza Oven Needed)',
    type: 'video',
    form: 'sections',
    duration: '18:42',
    fenced: true,
    sections: [
      {
        timestamp: '0:00',
        title: 'The dough formula',
        bullets: [
          'Use Italian 00 flour, 65% water, 2.5% salt and a tiny pinch of instant yeast.',
          'Mix until shaggy, rest 20 minutes, then knead briefly; the rest does most of the work.',
        ],
      },
      {
        timestamp: '2:35',
        title: 'Cold fermentation',
        bullets: [
          'Two to three days in the fridge builds flavour and makes the dough easier to stretch.',
          'Take the dough balls out three hours before baking so they reach room temperature.',
        ],
      },
      {
        timestamp: '6:10',
        title: 'Shaping without tearing',
        bullets: [
          'Press from the centre outwards with your fingertips and leave a 2 cm rim untouched.',
          'Never use a rolling pin: it squeezes out the gas that makes the crust puff up.',
          'Drape the dough over your knuckles and let gravity stretch it.',
        ],
      },
      {
        timestamp: '9:48',
        title: 'Cast-iron pan plus grill',
        bullets: [
          'Heat a dry cast-iron pan on the hob for five minutes while the grill heats to maximum.',
          'Build the pizza in the hot pan, cook the base for 90 seconds, then finish under the grill.',
          'The top shelf of a regular oven cannot match the heat of the grill element.',
        ],
      },
      {
        timestamp: '14:20',
        title: 'Toppings and sauce',
        bullets: [
          'The sauce is just crushed San Marzano tomatoes and salt, never cooked beforehand.',
          'Tear the mozzarella and let it drain on kitchen paper so the centre does not go soggy.',
          'Add basil and olive oil after baking.',
        ],
      },
    ],
  },
  {
    videoId: 'x7S9EwaKBwT',
    title: 'Why Is Everything So Expensive? Inflation Explained Simply',
    type: 'video',
    form: 'text',
    paragraphs: [
      'Inflation is the general rise in prices over time, measured by tracking the cost of a fixed basket of everyday goods and services. The video argues that the recent spike had several causes at once: supply chains that broke down during the pandemic, an energy price shock, and households with savings to spend once restrictions lifted.',
      'Central banks respond by raising interest rates. Borrowing gets more expensive, so people and companies spend and invest less, and demand cools. The trade-off is slower growth and, sometimes, higher unemployment.',
      'The practical takeaway: cash in a current account loses value in real terms when inflation runs above the interest it earns. The presenter suggests comparing savings rates against the latest inflation figure rather than the headline rate alone.',
    ],
  },
  {
    videoId: 'xOQI6mjTCQN',
    title: 'Local-First Software: Building Apps That Work Offline with CRDTs',
    type: 'video',
    form: 'sections',
    duration: '41:15',
    fenced: false,
    sections: [
      {
        timestamp: '0:45',
        title: 'The problem with cloud-only apps',
        bullets: [
          'Every click waits on a round trip, and the app becomes useless on a train or a flaky connection.',
          'Users do not really own their data when it only exists on a vendor server.',
        ],
      },
      {
        timestamp: '7:30',
        title: 'What makes software local-first',
        bullets: [
          'The primary copy of the data lives on the device; the server is a sync relay and a backup.',
          'Reads and writes are instant because they never leave the machine.',
          'Collaboration still works once devices reconnect.',
        ],
      },
      {
        timestamp: '15:02',
        title: 'CRDTs in plain terms',
        bullets: [
          'A conflict-free replicated data type can be edited on several devices and always merges to the same result.',
          'Counters, sets and text sequences each need a different merge rule.',
          'Text CRDTs give every character a unique id so concurrent inserts never collide.',
        ],
      },
      {
        timestamp: '26:40',
        title: 'Live demo: a shared to-do list',
        bullets: [
          'Two browser windows edit the same list while the network is switched off.',
          'After reconnecting, both additions and a rename appear in both windows without a dialog.',
        ],
      },
      {
        timestamp: '34:55',
        title: 'Costs and open problems',
        bullets: [
          'Document history grows over time, so libraries compact old operations.',
          'Access control is harder when every device holds a full copy.',
          'Schema changes must be readable by older app versions still in use.',
        ],
      },
    ],
  },
];

/** Saved earlier this week, newest first. */
export const THIS_WEEK: DemoEntry[] = [
  {
    videoId: 'XM6WFzKQ1CA',
    title: 'The Long Conversation #214 - Dr. Maya Lindqvist: Sleep, Memory and the Dreaming Brain',
    type: 'video',
    form: 'sections',
    duration: '2:48:10',
    fenced: false,
    sections: [
      {
        timestamp: '0:03:12',
        title: 'How she got into sleep research',
        bullets: [
          'Lindqvist started in a hospital sleep lab running overnight studies for patients with insomnia.',
          'She moved into research after noticing that patients with poor sleep struggled most with new routines.',
        ],
      },
      {
        timestamp: '0:24:50',
        title: 'Deep sleep and memory',
        bullets: [
          'During deep sleep the brain replays the day and moves memories from short-term to long-term storage.',
          'Students who slept after studying recalled more a week later than those who stayed awake.',
        ],
      },
      {
        timestamp: '1:02:18',
        title: 'What REM sleep is for',
        bullets: [
          'REM sleep seems to help link new information to older knowledge, which may explain odd dream mash-ups.',
          'It also appears to take the emotional sting out of difficult memories.',
          'Alcohol suppresses REM sleep in the first half of the night.',
        ],
      },
      {
        timestamp: '1:45:30',
        title: 'Practical habits',
        bullets: [
          'A consistent wake-up time matters more than a consistent bedtime.',
          'Daylight in the morning makes it easier to fall asleep that evening.',
          'If you cannot sleep after about 20 minutes, get up and do something calm in dim light.',
        ],
      },
      {
        timestamp: '2:31:05',
        title: 'Sleep trackers',
        bullets: [
          'Consumer wearables estimate sleep stages from movement and heart rate, which is a rough guess.',
          'She suggests using them for long-term trends and ignoring the nightly scores.',
        ],
      },
    ],
  },
  {
    videoId: 'ghH2g5iAwF2',
    title: 'What Octopuses Teach Us About Intelligence | Lena Ortiz | TEDxVienna',
    type: 'video',
    form: 'text',
    paragraphs: [
      'Marine biologist Lena Ortiz makes the case that octopuses are the closest thing we have to meeting an alien mind. Their last common ancestor with humans was a worm-like creature more than 500 million years ago, yet they solve puzzles, open jars and recognise individual people.',
      'Most of an octopus\'s neurons sit in its arms rather than its brain. Each arm can taste, touch and make simple decisions on its own, which Ortiz describes as "thinking with the body".',
      'Her broader point is that intelligence evolved more than once and does not have to look like ours. She ends by asking researchers in artificial intelligence to stop treating the human brain as the only template.',
    ],
  },
  {
    videoId: 'HA9IXEQ4ExD',
    title: 'Vite vs Webpack: How Modern Build Tools Actually Work',
    type: 'video',
    form: 'sections',
    duration: '22:30',
    fenced: false,
    sections: [
      {
        timestamp: '0:00',
        title: 'Why bundlers exist',
        bullets: [
          'Browsers used to load scripts one by one, so tools combined hundreds of files into a few bundles.',
          'Bundlers also resolve npm imports, compile TypeScript and JSX, and minify the output.',
        ],
      },
      {
        timestamp: '4:20',
        title: 'How Webpack builds',
        bullets: [
          'Webpack walks the whole dependency graph and bundles it before the dev server can respond.',
          'On large projects a cold start can take a minute and every change rebuilds part of the bundle.',
        ],
      },
      {
        timestamp: '9:15',
        title: 'How Vite serves in development',
        bullets: [
          'Vite serves source files as native ES modules and transforms each one only when the browser asks for it.',
          'Dependencies are pre-bundled once with a fast native bundler and cached.',
          'Hot module replacement updates only the edited module, so feedback stays instant as the app grows.',
        ],
      },
      {
        timestamp: '15:40',
        title: 'Production builds',
        bullets: [
          'For production Vite still bundles, because many small requests are slower than a few chunks.',
          'Code splitting by route keeps the first page light.',
        ],
      },
      {
        timestamp: '19:05',
        title: 'Which one to pick',
        bullets: [
          'New projects: start with Vite unless a framework decides for you.',
          'Large Webpack setups with custom loaders may not be worth migrating until they hurt.',
        ],
      },
    ],
  },
  {
    videoId: 'r8p1Y2xbklZ',
    title: 'Index Funds vs Picking Stocks: What 20 Years of Data Says',
    type: 'video',
    form: 'sections',
    duration: '19:05',
    fenced: true,
    sections: [
      {
        timestamp: '0:00',
        title: 'The question',
        bullets: [
          'Can a professional fund manager reliably beat a cheap fund that simply buys the whole market?',
          'The video compares actively managed US equity funds against their benchmark index.',
        ],
      },
      {
        timestamp: '3:12',
        title: 'The scorecard',
        bullets: [
          'Over one year, a bit under half of active funds beat the index.',
          'Over twenty years, roughly nine in ten fall behind it.',
          "Last decade's winners are rarely this decade's winners.",
        ],
      },
      {
        timestamp: '8:45',
        title: 'Why fees compound',
        bullets: [
          'A 1% yearly fee looks small but can eat a quarter of the final balance over 30 years.',
          'Index funds often charge under 0.1% because they do not pay analysts to pick stocks.',
        ],
      },
      {
        timestamp: '13:30',
        title: 'Where active investing still makes sense',
        bullets: [
          'Small, less-covered markets leave more room for skilled managers.',
          'If you pick stocks for fun, cap it at a small slice of your portfolio.',
        ],
      },
      {
        timestamp: '16:50',
        title: 'A simple setup',
        bullets: [
          'One global index fund plus a bond fund matched to your risk tolerance covers most people.',
          'Automate a monthly contribution so the decision is made once, not every month.',
        ],
      },
    ],
  },
  {
    videoId: 'WzthcovF3uU',
    title: "Why Shipping Costs Spike: The World's Trade Chokepoints, Explained",
    type: 'video',
    form: 'text',
    paragraphs: [
      'About 80% of world trade by volume travels by sea, and a large share of it passes through a handful of narrow straits and canals: Suez, Panama, Malacca, Hormuz and the Bab el-Mandeb. When one of them is blocked or unsafe, ships take detours that can add one to two weeks to a voyage.',
      'Longer routes mean the same fleet carries less cargo per month, so container rates jump even though demand has not changed. Insurance premiums for ships that keep using risky routes rise too.',
      'The explainer notes that the effect on shop prices is real but diluted: shipping is a small part of the final price of most goods, so a tripling of freight rates adds a few percent at most, and it shows up months later.',
    ],
  },
  {
    videoId: 'Gbe9EMyZQ4v',
    title: 'Git Branching Tutorial: Merge, Rebase and Cherry-Pick in 25 Minutes',
    type: 'video',
    form: 'sections',
    duration: '25:48',
    fenced: false,
    sections: [
      {
        timestamp: '0:30',
        title: 'Branches are just pointers',
        bullets: [
          'A branch is a movable label pointing at one commit; creating one copies nothing.',
          'HEAD tells Git which branch you are on and moves forward with each commit.',
        ],
      },
      {
        timestamp: '5:10',
        title: 'Merging',
        bullets: [
          'A fast-forward merge just moves the label when the branches have not diverged.',
          'Otherwise Git creates a merge commit with two parents and keeps both histories intact.',
        ],
      },
      {
        timestamp: '11:25',
        title: 'Rebasing',
        bullets: [
          'Rebase replays your commits on top of the latest main, giving a straight history.',
          'It rewrites commit ids, so never rebase commits other people have already pulled.',
          'Interactive rebase can squash fixup commits before opening a pull request.',
        ],
      },
      {
        timestamp: '18:40',
        title: 'Cherry-picking a fix',
        bullets: [
          'Cherry-pick copies one commit onto another branch, handy for back-porting a bug fix.',
          'The copy is a new commit, so the same change can later show up twice in a merge.',
        ],
      },
      {
        timestamp: '22:15',
        title: 'Recovering from mistakes',
        bullets: [
          'git reflog lists everywhere HEAD has been, including commits that seem lost.',
          'Resetting to an entry from the reflog undoes a bad rebase in seconds.',
        ],
      },
    ],
  },
  {
    videoId: 'KHpcVBpl2h9',
    title: 'The Hidden Cost of Meetings (and What Good Teams Do Instead)',
    type: 'article',
    form: 'text',
    paragraphs: [
      "The article adds up what a recurring one-hour meeting with eight people really costs: not one hour but eight, plus the half hour of focus each person loses before and after it. Across a year, a single weekly status meeting can consume more than a month of one person's working time.",
      'The teams the author interviewed replaced most status meetings with short written updates, kept a shared decision log, and reserved meetings for topics that need real back-and-forth. Every meeting that survived had an agenda sent in advance and a named owner for each follow-up.',
      'A useful test from the piece: if nobody would notice the meeting being cancelled for a month, cancel it.',
    ],
  },
  {
    videoId: 'BBA5I6wDHLB',
    title: 'Linear Algebra Lecture 21: Eigenvalues and Eigenvectors',
    type: 'video',
    form: 'sections',
    duration: '48:52',
    fenced: false,
    sections: [
      {
        timestamp: '1:10',
        title: 'Vectors a matrix only stretches',
        bullets: [
          'Most vectors change direction when multiplied by A; an eigenvector keeps its direction and is only scaled.',
          'The scaling factor λ is the eigenvalue, so Ax = λx.',
        ],
      },
      {
        timestamp: '9:45',
        title: 'Finding them',
        bullets: [
          'Rewrite Ax = λx as (A − λI)x = 0, which has a non-zero solution only when det(A − λI) = 0.',
          'That determinant is a polynomial in λ whose roots are the eigenvalues.',
          'Plug each eigenvalue back in and solve for the null space to get its eigenvectors.',
        ],
      },
      {
        timestamp: '21:30',
        title: 'Two quick checks',
        bullets: ['The eigenvalues add up to the trace, the sum of the diagonal.', 'They multiply to the determinant.'],
      },
      {
        timestamp: '30:05',
        title: 'Special cases',
        bullets: [
          'A rotation matrix has no real eigenvectors, so its eigenvalues are complex.',
          'Symmetric matrices always have real eigenvalues and perpendicular eigenvectors.',
        ],
      },
      {
        timestamp: '41:20',
        title: 'Why it matters: powers of A',
        bullets: [
          'With a full set of eigenvectors, A^k acts on each eigenvector by simply multiplying by λ^k.',
          'This is how you predict the long-run state of a Markov chain or a population model.',
        ],
      },
    ],
  },
];
