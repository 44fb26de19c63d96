/** The demo content `pnpm seed` writes: realistic projects a creator would make. */

export interface SeedStep {
  name: string;
  description: string;
  seconds: [number, number];
  caution: string;
  practice: string;
  question: string;
  answer: string;
  tools: [name: string, spec: string | null, quantity: number][];
  materials: [name: string, spec: string | null, quantity: number][];
  labels: string[];
}

export interface SeedProject {
  name: string;
  description: string;
  tags: string[];
  published: boolean;
  steps: SeedStep[];
}

export const DEMO_TOOLS: [string, string | null, string | null][] = [
  ['Cordless drill', '18 V', 'https://www.example.com/tools/cordless-drill'],
  ['Speed square', '7 in', null],
  ['Pocket-hole jig', null, 'https://www.example.com/tools/pocket-hole-jig'],
  ['Random orbital sander', '125 mm', null],
  [
    'Soldering iron',
    '60 W, temperature controlled',
    'https://www.example.com/tools/soldering-iron',
  ],
  ['Multimeter', null, null],
];

export const DEMO_MATERIALS: [string, string | null, string | null][] = [
  ['Pine board', '1x6, 8 ft', 'https://www.example.com/lumber/pine-1x6'],
  ['Wood glue', '250 ml', null],
  ['Wood screws', '#8 x 1-1/4 in', null],
  ['Sandpaper', '120 grit', null],
  ['Solder', '0.8 mm lead-free', null],
];

const step = (
  name: string,
  description: string,
  seconds: [number, number],
  extra: Partial<SeedStep> = {},
): SeedStep => ({
  name,
  description,
  seconds,
  caution: 'Wear safety glasses and keep your fingers clear of the blade.',
  practice: 'Measure twice, cut once; mark the waste side of every line.',
  question: 'Does the piece sit flat without rocking?',
  answer: 'Yes, all four corners touch the bench.',
  tools: [],
  materials: [],
  labels: ['Reference edge'],
  ...extra,
});

export const DEMO_PROJECTS: SeedProject[] = [
  {
    name: 'Cedar Birdhouse',
    description:
      'Build a weather-proof birdhouse from a single pine board with pocket-hole joinery and a hinged roof for cleaning.',
    tags: ['Woodworking', 'DIY'],
    published: true,
    steps: [
      step(
        'Cut the parts',
        'Cut the front, back, sides, floor and two roof panels from the board.',
        [4, 48],
        {
          tools: [['Speed square', '7 in', 1]],
          materials: [['Pine board', '1x6, 8 ft', 1]],
          labels: ['Cut line', 'Waste side'],
        },
      ),
      step(
        'Drill the entrance hole',
        'Drill a 1-1/4 in entrance hole 6 in above the floor.',
        [48, 95],
        {
          tools: [['Cordless drill', '18 V', 1]],
          labels: ['Hole centre'],
        },
      ),
      step(
        'Assemble the box',
        'Glue and screw the sides to the front and back, then fit the floor.',
        [95, 170],
        {
          tools: [
            ['Pocket-hole jig', null, 1],
            ['Cordless drill', '18 V', 1],
          ],
          materials: [
            ['Wood glue', '250 ml', 1],
            ['Wood screws', '#8 x 1-1/4 in', 16],
          ],
          labels: ['Glue line', 'Screw'],
        },
      ),
      step('Sand and finish', 'Round over the edges and sand everything to 120 grit.', [170, 230], {
        tools: [['Random orbital sander', '125 mm', 1]],
        materials: [['Sandpaper', '120 grit', 4]],
      }),
    ],
  },
  {
    name: 'Solder Your First Circuit',
    description:
      'A blinking LED on perfboard: tinning, through-hole joints and checking them with a meter.',
    tags: ['Electronics'],
    published: true,
    steps: [
      step('Tin the iron', 'Heat the iron to 350 °C and coat the tip with fresh solder.', [2, 30], {
        tools: [['Soldering iron', '60 W, temperature controlled', 1]],
        materials: [['Solder', '0.8 mm lead-free', 1]],
        caution: 'The tip is 350 °C: always return it to its stand.',
        labels: ['Tip'],
      }),
      step(
        'Solder the LED',
        'Bend the leads, heat pad and lead together, feed solder, then trim.',
        [30, 85],
        {
          tools: [['Soldering iron', '60 W, temperature controlled', 1]],
          labels: ['Anode (long lead)', 'Joint'],
        },
      ),
      step(
        'Check the joints',
        'Use the continuity mode to check every joint before powering up.',
        [85, 120],
        {
          tools: [['Multimeter', null, 1]],
          question: 'Does the meter beep across every joint?',
          answer: 'Yes, and not between neighbouring pads.',
          labels: ['Probe point'],
        },
      ),
    ],
  },
  {
    name: 'Floating Wall Shelf',
    description: 'A hidden-bracket shelf that holds 20 kg, cut and finished in an afternoon.',
    tags: ['Woodworking', 'Home Improvement'],
    published: true,
    steps: [
      step(
        'Find the studs',
        'Locate and mark two studs 16 in apart at the shelf height.',
        [0, 40],
        {
          labels: ['Stud'],
        },
      ),
      step(
        'Mount the bracket',
        'Level the bracket and drive two screws into each stud.',
        [40, 100],
        {
          tools: [['Cordless drill', '18 V', 1]],
          materials: [['Wood screws', '#8 x 1-1/4 in', 4]],
          labels: ['Level bubble', 'Screw'],
        },
      ),
    ],
  },
  {
    name: 'Raised Garden Bed',
    description: 'A 4 x 8 ft cedar bed for vegetables, with corner posts and no visible screws.',
    tags: ['Gardening', 'DIY'],
    published: false,
    steps: [
      step('Square the frame', 'Lay out the boards and check the diagonals are equal.', [5, 60], {
        tools: [['Speed square', '7 in', 1]],
        labels: ['Diagonal'],
      }),
    ],
  },
  {
    name: 'Sourdough Starter',
    description: '',
    tags: ['Cooking'],
    published: false,
    steps: [
      step('Mix flour and water', 'Mix 50 g flour with 50 g water in a clean jar.', [0, 30], {
        caution: 'Leave the lid loose: the starter makes gas.',
        practice: 'Use filtered water; chlorine slows the culture.',
        question: 'Has it doubled within 8 hours?',
        answer: 'Yes, with bubbles all through.',
        labels: ['Starting level'],
      }),
    ],
  },
];

export const FRIEND_PROJECTS: SeedProject[] = [
  {
    name: 'Bookbinding Basics',
    description: 'Sew a pamphlet-stitch notebook with a card cover.',
    tags: ['Crafts', 'Art'],
    published: true,
    steps: [step('Fold the signatures', 'Fold eight sheets and nest them.', [0, 25])],
  },
  {
    name: 'Fix a Leaky Faucet',
    description: 'Replace the cartridge of a single-handle faucet.',
    tags: ['Home Improvement'],
    published: true,
    steps: [
      step('Shut off the water', 'Close both valves under the sink and open the tap.', [0, 20]),
    ],
  },
];

export const SEARCH_TERMS = [
  'birdhouse',
  'pocket hole joinery',
  'soldering',
  'floating shelf',
  'sourdough',
];
