import type { DemoEntry } from './types.ts';

/** Saved earlier this month, newest first. */
export const THIS_MONTH: DemoEntry[] = [
  {
    videoId: 'ACWRZ23TmIm',
    title: 'Thai Green Curry From Scratch - Paste Included',
    type: 'video',
    form: 'text',
    paragraphs: [
      'Paste: pound green chillies, shallots, garlic, lemongrass, galangal, coriander roots, lime zest, toasted cumin and coriander seed, white pepper and shrimp paste until smooth. A blender works if you add a spoon of oil.',
      'Method:\n1. Fry two spoons of paste in the thick cream from the top of the coconut milk until the oil splits and it smells fragrant.\n2. Add sliced chicken thigh and stir until coated.\n3. Pour in the rest of the coconut milk, add Thai aubergine and simmer for ten minutes.\n4. Season with fish sauce and palm sugar, then finish with torn kaffir lime leaves and Thai basil.',
      'Tip from the chef: taste before serving and balance salty, sweet and hot. The curry should be looser than an Indian curry, closer to a soup.',
    ],
  },
  {
    videoId: 'KmoIBwCm9O6',
    title: 'Founders Unfiltered Ep. 88 - Priya Raman on Bootstrapping to $10M ARR',
    type: 'video',
    form: 'sections',
    duration: '1:32:40',
    fenced: true,
    sections: [
      {
        timestamp: '2:15',
        title: 'Starting as a consultancy',
        bullets: [
          'Raman built scheduling tools for clinics as client work before turning them into a product.',
          'Client revenue paid the bills for the first two years, so she never needed outside funding.',
        ],
      },
      {
        timestamp: '18:40',
        title: 'Pricing',
        bullets: [
          'The first price was far too low; doubling it lost almost no customers.',
          'Per-location pricing matched how clinics think about their budgets better than per-seat pricing.',
        ],
      },
      {
        timestamp: '41:05',
        title: 'Hiring slowly',
        bullets: [
          'The first hire was a support lead, not an engineer, so the founders could keep building.',
          'Each new role was only opened once the founders had done that job themselves for months.',
        ],
      },
      {
        timestamp: '1:04:30',
        title: 'Saying no to investors',
        bullets: [
          'Staying profitable meant the company could grow at the pace its customers could absorb.',
          'She admits a funded competitor outspent them on marketing for two years.',
        ],
      },
      {
        timestamp: '1:21:10',
        title: 'Advice for first-time founders',
        bullets: [
          'Sell before you build, even if the first sale is a spreadsheet and a promise.',
          'Keep a written weekly update for yourself; it shows patterns you miss day to day.',
        ],
      },
    ],
  },
  {
    videoId: '786FLS74BzC',
    title: 'Kubernetes Networking Explained: Pods, Services, Ingress and CNI',
    type: 'video',
    form: 'sections',
    duration: '34:12',
    fenced: false,
    sections: [
      {
        timestamp: '0:50',
        title: 'Every pod gets an IP',
        bullets: [
          'Kubernetes requires that every pod can reach every other pod without NAT.',
          'Containers in one pod share a network namespace and talk over localhost.',
        ],
      },
      {
        timestamp: '6:30',
        title: 'The CNI plugin does the wiring',
        bullets: [
          'Kubernetes itself does not implement pod networking; a CNI plugin such as Calico or Cilium does.',
          'Plugins differ in how they route between nodes: overlays, BGP or eBPF.',
        ],
      },
      {
        timestamp: '13:45',
        title: 'Services give a stable address',
        bullets: [
          'Pods come and go, so a Service provides one virtual IP and DNS name in front of them.',
          'kube-proxy or eBPF rules spread traffic across the healthy pods behind it.',
          'Headless services skip the virtual IP and return the pod addresses directly.',
        ],
      },
      {
        timestamp: '22:10',
        title: 'Getting traffic in',
        bullets: [
          'NodePort opens the same port on every node; LoadBalancer asks the cloud for an external balancer.',
          'An Ingress routes many hostnames and paths through one entry point and can terminate TLS.',
        ],
      },
      {
        timestamp: '29:35',
        title: 'Locking it down',
        bullets: [
          'By default all pods can talk to each other; NetworkPolicies restrict that.',
          'Start with a default-deny policy per namespace and open only the flows you need.',
        ],
      },
    ],
  },
  {
    videoId: 'nCAwWWAQAns',
    title: 'How Noise-Cancelling Headphones Actually Work',
    type: 'video',
    form: 'text',
    paragraphs: [
      'Active noise cancelling uses tiny microphones on the ear cups to listen to the sound around you. A chip then produces the same wave flipped upside down, and when the two meet they cancel each other out.',
      'It works best on steady, low-pitched sounds such as engine drone or air conditioning, because those are predictable. Sudden or high-pitched sounds like voices and clattering cutlery change too quickly, which is why the ear cushions still matter: they block those passively.',
      'The video also explains the slight pressure some people feel: with the low rumble gone, the brain reads the silence the way it reads a change in air pressure.',
    ],
  },
  {
    videoId: 'TuSmMuaTcE5',
    title: 'Q3 Product Roadmap Review - Leadership Deck (PDF)',
    type: 'document',
    form: 'text',
    paragraphs: [
      'The deck reviews the third quarter and sets priorities for the next two.',
      'Shipped: the new onboarding flow (activation up from 31% to 38%), single sign-on for business accounts, and the redesigned billing page.\nSlipped: the mobile offline mode, now planned for early next year after a storage rewrite.\nDropped: the public API beta, which had too few interested customers to justify the support load.',
      'Next two quarters: reduce churn in the first 30 days, launch team workspaces, and cut median page load time by a third. Each goal has one owner and a metric reviewed monthly.',
    ],
  },
  {
    videoId: 'wPZ5dYhXzey',
    title: 'Stanford Seminar - Building Reliable Applications with Large Language Models',
    type: 'video',
    form: 'sections',
    duration: '58:40',
    fenced: false,
    sections: [
      {
        timestamp: '2:05',
        title: 'Demos are easy, products are hard',
        bullets: [
          'A prototype that works on ten hand-picked examples can fail on one in five real requests.',
          'The speaker treats a model call like an unreliable network service: expect failures and design for them.',
        ],
      },
      {
        timestamp: '11:30',
        title: 'Evaluation first',
        bullets: [
          'Collect a few hundred real inputs with expected outputs before tuning any prompt.',
          'Score every prompt change against that set, the way unit tests guard code changes.',
          'Use a second model as a grader only after checking it agrees with human ratings.',
        ],
      },
      {
        timestamp: '24:15',
        title: 'Structured output',
        bullets: [
          'Ask for JSON that matches a schema and validate it; retry once with the validation error included.',
          'Keep free text for the parts a human reads, not the parts code depends on.',
        ],
      },
      {
        timestamp: '36:50',
        title: 'Retrieval and grounding',
        bullets: [
          'Answers grounded in retrieved documents are easier to check because they can cite sources.',
          'Most retrieval failures come from poor chunking, not from the model.',
        ],
      },
      {
        timestamp: '49:20',
        title: 'Q&A: cost and latency',
        bullets: [
          'Route easy requests to a small model and escalate only when confidence is low.',
          'Cache answers to repeated questions; in their logs a third of queries were near-duplicates.',
        ],
      },
    ],
  },
  {
    videoId: 'nxN8zKcviL9',
    title: 'How the Roman Economy Worked - Trade, Coins and Grain',
    type: 'video',
    form: 'sections',
    duration: '21:34',
    fenced: false,
    sections: [
      {
        timestamp: '0:00',
        title: 'An empire built on farming',
        bullets: [
          'Most Romans were farmers, and land was the main form of wealth for the elite.',
          'Large estates worked by enslaved people supplied wine and olive oil for export.',
        ],
      },
      {
        timestamp: '4:40',
        title: 'Feeding the city of Rome',
        bullets: [
          'With up to a million people, Rome depended on grain shipped from Egypt and North Africa.',
          'The state handed out free grain to citizens, a political tool as much as welfare.',
        ],
      },
      {
        timestamp: '9:55',
        title: 'Roads, ships and the Mediterranean',
        bullets: [
          'Shipping by sea was far cheaper than hauling goods overland, so coastal cities thrived.',
          'A single currency and common law made trade across provinces easier.',
        ],
      },
      {
        timestamp: '15:20',
        title: 'Debasing the coinage',
        bullets: [
          'To pay soldiers, emperors reduced the silver in the denarius over the third century.',
          'Prices rose as people lost trust in the coins, an early example of inflation.',
          'Some taxes and army pay shifted to goods instead of money.',
        ],
      },
    ],
  },
  {
    videoId: '1NOw813Zfz1',
    title: 'Beginner Strength Training: The Only 5 Exercises You Need',
    type: 'video',
    form: 'text',
    paragraphs: [
      'The coach recommends five movements that cover the whole body: squat, deadlift, push-up or bench press, overhead press, and a row or pull-up. Three full-body sessions a week, with a rest day between them, is enough for the first six months.',
      'Start with a weight you can lift for three sets of eight with two repetitions left in the tank. When all three sets feel easy, add the smallest weight increment available. Writing every session down is the simplest way to make sure you are actually progressing.',
      'Form comes before load: film a set from the side now and then. Sleep and enough protein matter as much as the programme itself.',
    ],
  },
  {
    videoId: 'RtXxGtJe1Zc',
    title: 'Central Bank Holds Rates Steady: What It Means for Your Savings and Mortgage',
    type: 'video',
    form: 'sections',
    duration: '11:48',
    fenced: true,
    sections: [
      {
        timestamp: '0:00',
        title: 'The decision',
        bullets: [
          'The bank kept its main rate unchanged for the third meeting in a row.',
          'Its statement said inflation is falling but still above the 2% target.',
        ],
      },
      {
        timestamp: '2:40',
        title: 'Savers',
        bullets: [
          'Easy-access savings rates are likely to drift down slowly ahead of any cut.',
          "Fixed-term accounts lock in today's rates if you will not need the money for a year or two.",
        ],
      },
      {
        timestamp: '5:55',
        title: 'Borrowers',
        bullets: [
          'Tracker and variable mortgages stay where they are for now.',
          'Fixed-rate deals follow market expectations, which already price in cuts next year.',
          'Anyone whose fixed deal ends in six months can usually reserve a new rate today.',
        ],
      },
      {
        timestamp: '9:10',
        title: 'What to watch next',
        bullets: [
          'The next inflation release and wage growth figures will shape the following meeting.',
          'Markets react to the vote split as much as to the decision itself.',
        ],
      },
    ],
  },
  {
    videoId: 'ppqPRR7B_6v',
    title: 'Watercolor for Beginners: Wet-on-Wet vs Wet-on-Dry',
    type: 'video',
    form: 'sections',
    duration: '24:15',
    fenced: false,
    sections: [
      {
        timestamp: '0:40',
        title: 'Materials that make it easier',
        bullets: [
          'Cotton paper of at least 300 gsm stops the page from buckling and gives you time to work.',
          'A round brush with a fine point covers both washes and details.',
        ],
      },
      {
        timestamp: '4:15',
        title: 'Wet-on-wet',
        bullets: [
          'Wet the paper first, then drop in colour and let it bloom into soft edges.',
          'Ideal for skies, backgrounds and blurry reflections.',
          'Tilt the board to guide the paint instead of pushing it with the brush.',
        ],
      },
      {
        timestamp: '11:30',
        title: 'Wet-on-dry',
        bullets: [
          'Paint on dry paper for crisp, controlled edges such as branches and windows.',
          'Let each layer dry fully before glazing the next one over it.',
        ],
      },
      {
        timestamp: '17:45',
        title: 'Putting both together',
        bullets: [
          'The demo landscape uses a wet-on-wet sky and wet-on-dry trees in the foreground.',
          'Save the darkest, sharpest marks for last; they pull the eye to the focal point.',
        ],
      },
    ],
  },
];
