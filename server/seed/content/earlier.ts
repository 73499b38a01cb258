import type { DemoEntry } from './types.ts';

/** Saved before this month, newest first (continued in archive.ts). */
export const EARLIER: DemoEntry[] = [
  {
    videoId: 'EuRNknJVZGQ',
    title: "CS50's Introduction to AI with Python - Lecture 0 - Search",
    type: 'video',
    form: 'sections',
    duration: '1:51:20',
    fenced: false,
    sections: [
      {
        timestamp: '0:00',
        title: 'Framing a search problem',
        bullets: [
          'A search problem has an initial state, actions, a transition model, a goal test and a path cost.',
          'Sliding-tile puzzles, driving directions and maze solving all fit this shape.',
        ],
      },
      {
        timestamp: '18:25',
        title: 'Depth-first and breadth-first search',
        bullets: [
          'DFS uses a stack and dives down one path; it may find a long route first.',
          'BFS uses a queue and explores level by level, so it finds the shortest path in steps.',
          'An explored set stops either one from going round in circles.',
        ],
      },
      {
        timestamp: '47:10',
        title: 'Greedy best-first and A*',
        bullets: [
          'A heuristic such as Manhattan distance estimates how far each state is from the goal.',
          'Greedy search follows the heuristic alone and can be fooled by dead ends.',
          'A* adds the cost so far and is optimal when the heuristic never overestimates.',
        ],
      },
      {
        timestamp: '1:14:40',
        title: 'Adversarial search with Minimax',
        bullets: [
          'In tic-tac-toe one player maximises the score and the other minimises it.',
          'Minimax assumes the opponent plays perfectly and picks the move with the best worst case.',
        ],
      },
      {
        timestamp: '1:36:05',
        title: 'Making it tractable',
        bullets: [
          'Alpha-beta pruning skips branches that cannot change the decision.',
          'Depth-limited search with an evaluation function is how chess engines cope with huge game trees.',
        ],
      },
    ],
  },
  {
    videoId: 'Ytc7igCyLYj',
    title: 'The Deep Dive Podcast - Can We Slow Down Ageing? with Dr. Tomas Berg',
    type: 'video',
    form: 'text',
    paragraphs: [
      'Geroscientist Tomas Berg walks through what the research can and cannot say about slowing ageing. Animal studies have extended lifespan in worms and mice with calorie restriction and a few drugs, but the results in humans are far less clear and the studies are short.',
      'He is most confident about the unglamorous basics: regular exercise, especially strength and cardio together, not smoking, good sleep, and keeping a healthy weight. In his view these beat any supplement currently sold for longevity.',
      'On biological age tests, Berg is cautious: they are useful in research but vary too much between labs to guide personal decisions yet.',
    ],
  },
  {
    videoId: 'fqxYKnoIn8j',
    title: 'Rust Ownership and Borrowing in 15 Minutes',
    type: 'video',
    form: 'sections',
    duration: '15:02',
    fenced: false,
    sections: [
      {
        timestamp: '0:20',
        title: 'Three ownership rules',
        bullets: [
          'Every value has exactly one owner.',
          'When the owner goes out of scope, the value is dropped and its memory freed.',
          'Assigning a String to another variable moves it; the old name can no longer be used.',
        ],
      },
      {
        timestamp: '4:05',
        title: 'Borrowing with references',
        bullets: [
          'Pass &value to let a function read data without taking ownership.',
          'You can have many shared references or one mutable reference, never both at once.',
        ],
      },
      {
        timestamp: '8:40',
        title: 'Reading borrow checker errors',
        bullets: [
          'The compiler points at where a borrow starts and where a conflicting use happens.',
          'Often the fix is to shorten a borrow by finishing with it before the next mutation.',
        ],
      },
      {
        timestamp: '12:10',
        title: 'When to clone',
        bullets: [
          'Cloning is fine for small data or while learning; profile before optimising it away.',
          'Rc and Arc let several owners share one value when the structure genuinely needs it.',
        ],
      },
    ],
  },
  {
    videoId: 'BA8S5mccIpW',
    title: 'How Airlines Price Tickets (and Why the Seat Next to You Cost Half)',
    type: 'video',
    form: 'text',
    paragraphs: [
      'Airlines split each cabin into a dozen or more fare buckets with different prices and rules. Cheap buckets sell out first, so the price you see jumps as the flight fills, not because the airline is watching your searches.',
      'Revenue management software predicts demand for every flight months ahead and keeps adjusting how many seats each bucket gets. Business travellers who book late subsidise the cheap seats sold early to leisure travellers.',
      "The explainer's advice: book domestic flights roughly one to three months out, be flexible by a day either side, and compare one-way fares, which are sometimes cheaper than a return.",
    ],
  },
  {
    videoId: '98e2vl2QUY6',
    title: 'Writing Documentation Developers Actually Read',
    type: 'article',
    form: 'text',
    paragraphs: [
      'The author argues that most documentation fails because it mixes four different jobs: tutorials for beginners, how-to guides for specific tasks, reference for exact details, and explanations of why things work the way they do. Each reader arrives with one of those needs, so each page should serve one.',
      'Concrete suggestions: open every page with a working example, keep reference pages generated from the code so they never drift, and put the most common task on the first screen of the README.',
      'Finally, treat docs like code: review them in pull requests, test the examples in CI, and delete pages nobody visits.',
    ],
  },
  {
    videoId: 'T3L4Zo9w1kO',
    title: 'Keynote: The Next Decade of Web Performance - performance.now() 2023',
    type: 'video',
    form: 'sections',
    duration: '38:27',
    fenced: true,
    sections: [
      {
        timestamp: '1:30',
        title: 'Where we are',
        bullets: [
          'Median page weight has kept growing, mostly from JavaScript and images.',
          'Phones in the median price range are far slower than the laptops developers test on.',
        ],
      },
      {
        timestamp: '8:45',
        title: 'Responsiveness is the new bottleneck',
        bullets: [
          'Interaction to Next Paint measures how quickly a page reacts to taps and keys, not just how it loads.',
          'Long tasks on the main thread are the usual cause of sluggish clicks.',
          'Breaking work into chunks and yielding to the browser keeps input snappy.',
        ],
      },
      {
        timestamp: '19:20',
        title: 'Ship less JavaScript',
        bullets: [
          'Rendering on the server and hydrating only interactive parts cuts script cost sharply.',
          'Audit third-party tags: in the case studies they cost more than the app code.',
        ],
      },
      {
        timestamp: '28:05',
        title: 'New platform features',
        bullets: [
          'Speculation rules let the browser prerender the next likely page.',
          'View transitions make multi-page sites feel as smooth as single-page apps.',
        ],
      },
      {
        timestamp: '34:50',
        title: 'Measure real users',
        bullets: [
          'Lab tests catch regressions, but only field data shows what users experience.',
          'Set performance budgets in CI so regressions fail the build instead of reaching users.',
        ],
      },
    ],
  },
  {
    videoId: 'qf4JjpA201k',
    title: 'Knife Skills 101: Dice, Mince and Julienne Like a Chef',
    type: 'video',
    form: 'sections',
    duration: '13:55',
    fenced: false,
    sections: [
      {
        timestamp: '0:15',
        title: 'Grip and stance',
        bullets: [
          'Pinch the blade just in front of the handle for control instead of holding only the handle.',
          'Curl the fingertips of your guiding hand into a claw so the knuckles steer the blade.',
        ],
      },
      {
        timestamp: '3:05',
        title: 'Dicing an onion',
        bullets: [
          'Halve it through the root and leave the root on so the layers hold together.',
          'Make horizontal cuts, then vertical ones, then slice across for even cubes.',
        ],
      },
      {
        timestamp: '7:20',
        title: 'Julienne carrots',
        bullets: [
          'Square off the carrot so it sits flat and cannot roll.',
          'Cut 3 mm planks, stack them, then cut matchsticks of the same width.',
        ],
      },
      {
        timestamp: '10:40',
        title: 'Mincing garlic and herbs',
        bullets: [
          'Rock the knife with the tip on the board and gather the pile with the blade as you go.',
          'A sprinkle of salt on garlic helps it break down into a paste.',
          'A sharp knife is safer than a dull one because it does not slip off the skin.',
        ],
      },
    ],
  },
  {
    videoId: 'xYa-VLPIxPl',
    title: 'Your Credit Score Explained: The Five Factors That Matter',
    type: 'video',
    form: 'text',
    paragraphs: [
      'Payment history (about 35%): paying on time, every time, matters more than anything else.\nAmounts owed (30%): try to use less than 30% of your available credit, ideally under 10%.\nLength of history (15%): keep old accounts open, even if you rarely use them.\nNew credit (10%): several applications in a short period lower your score for a while.\nCredit mix (10%): having both instalment loans and cards helps a little.',
      'The video stresses that checking your own score never hurts it, and that errors on credit reports are common enough to be worth reviewing once a year.',
    ],
  },
  {
    videoId: 'PgWW5IBKYxE',
    title: 'Mind Matters Podcast #57 - Habits, Dopamine and Staying Motivated',
    type: 'video',
    form: 'sections',
    duration: '1:18:32',
    fenced: false,
    sections: [
      {
        timestamp: '0:01:45',
        title: 'Dopamine is about wanting, not pleasure',
        bullets: [
          'The guest, a behavioural neuroscientist, explains that dopamine spikes when we expect a reward.',
          'That is why anticipating a holiday can feel better than the holiday itself.',
        ],
      },
      {
        timestamp: '0:16:20',
        title: 'How habits form',
        bullets: [
          'A habit is a cue, a routine and a reward repeated until the cue triggers the routine on its own.',
          'Attaching a new habit to an existing one, like stretching after brushing your teeth, speeds this up.',
        ],
      },
      {
        timestamp: '0:38:05',
        title: 'Why motivation fades',
        bullets: [
          'Constant easy rewards, such as endless scrolling, raise the bar for what feels worth doing.',
          'Effort itself can become rewarding when you focus on the process rather than the outcome.',
        ],
      },
      {
        timestamp: '0:59:40',
        title: 'Practical changes',
        bullets: [
          'Make the habit you want obvious and the one you want to drop inconvenient.',
          'Track streaks, but plan for missed days so one slip does not end the habit.',
          'Keep the phone out of the bedroom for the first and last hour of the day.',
        ],
      },
    ],
  },
];
