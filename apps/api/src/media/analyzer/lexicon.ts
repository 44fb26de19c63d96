/**
 * The small built-in word lists of the rule-based analyzer. Everything is lowercase; multi-word
 * entries are matched on whole words.
 */

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/** Spoken noise that carries no meaning (speech recognisers also emit some of these). */
export const FILLERS = words('um uh erm er uhm hmm mm ah oh okay ok alright so well right like');

/**
 * Discourse markers that open a new step on their own. Matched at the start of a sentence after
 * fillers; `step <n>` and `the <ordinal> step` are recognised separately.
 */
export const STRONG_MARKERS: readonly string[] = [
  'the first thing',
  'the next thing',
  'the last thing',
  'one last thing',
  'first',
  'firstly',
  'first of all',
  'to start',
  'to begin',
  'start by',
  'begin by',
  'next',
  'after that',
  'after this',
  'afterwards',
  'afterward',
  'once that is done',
  "once that's done",
  "that's done",
  'that is done',
  'when that is done',
  "when that's done",
  'moving on',
  'finally',
  'lastly',
  'last',
  'to finish',
  'second',
  'secondly',
  'third',
  'thirdly',
  'fourth',
  'fifth',
];

/** Markers that open a step only together with a pause (a sentence-initial "then" often does not). */
export const WEAK_MARKERS: readonly string[] = [
  'then',
  'now',
  'once',
  'and then',
  'after',
  'when',
  'so then',
];

export const ORDINALS = words(
  'first second third fourth fifth sixth seventh eighth ninth tenth next last final',
);

export const NUMBER_WORDS = words(
  'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty half',
);

/** Words that may open a sentence before the action: "so now you'll want to cut ...". */
export const LEAD_IN_PHRASES: readonly string[] = [
  'you will need to',
  "you'll need to",
  'you need to',
  'you want to',
  "you'll want to",
  'you will want to',
  'you have to',
  'you should',
  'you can',
  'you could',
  'you may',
  'you might',
  "you're going to",
  'you are going to',
  "we're going to",
  'we are going to',
  "i'm going to",
  'i am going to',
  'we need to',
  'we will',
  "we'll",
  "i'll",
  "let's",
  'lets',
  'let us',
  'go ahead and',
  'just',
  'simply',
  'carefully',
  'gently',
  'slowly',
  'quickly',
  'please',
  'is to',
];

/** Verbs that never make a good step name (they say nothing about the action). */
export const NON_ACTION_VERBS = words(
  'be is are was were am been being have has had do does did need needs want wants go goes going ' +
    'get gets got know think see say said like can will would should could may might must shall ' +
    "try it's there's here's that's you we i they he she it this that there here um uh",
);

/**
 * Common imperative verbs of how-to narration, for when the tagger reads a lowercase, unpunctuated
 * transcript wrongly ("water the plant", "spread wood glue").
 */
export const ACTION_VERBS = words(
  'add adjust align apply assemble attach bend blow boil brush build check choose clamp clean ' +
    'close connect cover cut dig drain drill dry face fill fit fix flip fold glue grab hammer hang ' +
    'heat hold hook inflate insert install join keep lay level lift line loosen lower make mark ' +
    'measure mix mount nail open paint peel pick pin place plant plug polish pour press prime ' +
    'pull pump push put release remove repeat replace rinse roll rotate rub run sand saw scrape ' +
    'screw seal seat secure set shake shift slide soak spin spray spread squeeze stack staple stir ' +
    'stretch swap take tap test thread tie tighten trim tuck turn twist unscrew unplug wait wash ' +
    'water wipe wrap lift move let',
);

/**
 * More verbs a how-to sentence opens with, so an instruction is told from a statement ("Rake it
 * level" from "Rakes come in many sizes") without a tagger that needs capitals and commas.
 */
export const MORE_ACTION_VERBS = words(
  'bake baste beat blend blot bolt bore brace braid break bring buff bundle burn buy calibrate ' +
    'caulk center centre charge chill chop circle clip coat coil collect comb compress confirm ' +
    'continue cook cool copy count crack crank crimp cross crush curl dab dampen deflate degrease ' +
    'detach dice dilute dip disconnect dispose dissolve divide double drag draw dress drip drive ' +
    'drizzle drop dust ease empty enter fasten feed feel file find finish fire flatten flood flush ' +
    'fluff follow force form fry gather give glide go grate grease grind grip grout guide halve ' +
    'handle harvest hit hose identify ignite inspect iron jiggle knead knot label lace latch ' +
    'leave lever lick light load lock loop lubricate massage melt mend mince miter mitre mow mulch ' +
    'note notch oil overlap pack pad paste patch pat pedal pinch pipe pivot plane plant plug poke ' +
    'position pot prep preheat prepare press prick print probe prop protect prune punch purge ' +
    'rake reach read reassemble recharge refill refit reinstall reattach relax reload remember ' +
    'repair repot reset resolder restart retighten return reverse rewire rip roast rout route ' +
    'sand save scoop scour scrape scratch screw scrub scuff season seed select separate serve ' +
    'sew sharpen shave shine shut sift simmer sketch skim slice slip smooth snap snip sort sow ' +
    'space splice split sponge spoon sprinkle square stain stake start steam step stick stitch ' +
    'stop store straighten strain strap strip stroke stuff suck support switch tack tape tear ' +
    'thin tighten tilt tip toast top torque toss touch trace transfer trace transplant trim tuck ' +
    'unbolt unclip unfold unhook unlock unpack unroll untie unwind unwrap use vacuum weed weigh ' +
    'whisk wind wire work zip',
);

/** Particles kept after a verb in a name: "pull out the old tube", "pump the tire up". */
export const PARTICLES = words('up down off out in on back away together over through apart');

export const DETERMINERS = words(
  'the a an any some your my our his her its their this that these those each every all both ' +
    'another more few little much several enough extra other',
);

export const PRONOUNS = words(
  "i you he she it we they me him them us one ones yourself itself themselves you'll you're " +
    "it's there's here's that's what's we're they're i'm",
);

/** Prepositions that may follow a verb in a step name: "cut along each line". */
export const PREPOSITIONS = words(
  'to in on at into onto over under inside through around along across between behind near ' +
    'from off out up down away against toward towards',
);

/** Prepositional phrases that say where a thing goes, kept in a short name. */
export const PLACEMENT_PREPOSITIONS = words('into onto under through around inside over along');

/** Particles kept after the object of a name: "pump the tire up", "pull the wheel out". */
export const TRAILING_PARTICLES = words('up down off out back away together apart');

/** Words that end a noun phrase. */
export const FUNCTION_WORDS = words(
  'to of in on at by for with from into onto over under inside outside through around along ' +
    'across between behind near off out up down away about against toward towards upon ' +
    'and or but so because if when while until before after than then that which who where ' +
    'how why as is are was were be been will would can could should must not never no do does ' +
    "don't doesn't it them this there here very too also just really now again slowly gently " +
    'lightly firmly carefully later all',
);

/** Words after which a noun phrase names what the step uses. */
export const USE_TRIGGERS = words(
  'need needs gather grab use using with take get apply add wear fill spread pour put pick ' +
    'lay tap run stir load into',
);

/** Triggers after which an unknown noun is still a plausible tool or material. */
export const STRONG_USE_TRIGGERS = words('need needs gather grab use using apply');

/** Material-like triggers: what is applied, added or poured is consumed. */
export const MATERIAL_TRIGGERS = words('apply add pour spread fill');

/** Tools, by head noun or whole phrase (safety gear counts as a tool). */
export const TOOLS = words(
  'saw handsaw drill screwdriver hammer mallet clamp clamps brush scissors trowel pump lever ' +
    'levers wrench spanner pliers knife cutter chisel file rasp plane sander router level ruler ' +
    'pencil marker pen square needle spatula scraper shovel spade rake fork hoe bucket can ' +
    'funnel jack stand gun iron torch vice vise glasses goggles gloves mask respirator ' +
    'earmuffs blade blades tweezers stapler key keys socket ratchet multimeter tester roller ' +
    'sprayer hose ladder sieve tongs whisk sponge sponges tray trays',
);

export const TOOL_PHRASES: readonly string[] = [
  'tape measure',
  'tyre lever',
  'tire lever',
  'hand saw',
  'power drill',
  'allen key',
  'hex key',
  'glue gun',
  'watering can',
  'safety glasses',
  'utility knife',
  'butter knife',
  'spirit level',
  'paint brush',
  'paintbrush',
  'sanding block',
  'hand pump',
  'floor pump',
  'drill bit',
];

/** Materials, by head noun or whole phrase. */
export const MATERIALS = words(
  'board boards plank planks wood timber plywood glue adhesive screws screw nails nail paint ' +
    'varnish stain primer soil compost pot pots water tube tubes oil grease sandpaper tape ' +
    'cement mortar grout sealant caulk putty filler wire string thread fabric cloth rag rags ' +
    'paper cardboard dowel dowels bolts bolt nuts nut washers washer hinges hinge patch patches ' +
    'seeds seed fertiliser fertilizer mulch gravel sand pebbles stones bricks tiles tile ' +
    'flour sugar butter eggs salt yeast milk rubber plastic foam panel panels sheet sheets ' +
    'staples cable cables battery batteries',
);

export const MATERIAL_PHRASES: readonly string[] = [
  'inner tube',
  'wood glue',
  'potting soil',
  'masking tape',
  "painter's tape",
  'painters tape',
  'duct tape',
  'wood filler',
  'pilot holes',
];

/** Verbs that also name the tool doing them ("clamp the panel", "drill a hole"). */
export const TOOL_VERBS = words('clamp drill saw hammer staple');

/** Nouns that are never a tool or a material, whatever the trigger. */
export const NOT_ITEMS = words(
  'hand hands finger fingers thumb thumbs care time times minute minutes hour hours second ' +
    'seconds day days week weeks way ways thing things bit side sides end ends part parts step ' +
    'steps video project everything something anything one top bottom middle edge edges front ' +
    'back inside outside look idea lot moment air line lines hole holes rest skin pressure gap gaps ' +
    // Parts and properties of the thing being worked on, not what the work uses.
    'grain grit joint strand link slack dirt web loop change poke pad surface root crank pedal ' +
    'drawer shingle spot corner layer coat piece strip section',
);

/**
 * Sentences that warn: attached to their step as cautions. A plain "make sure" ("make sure it has a
 * drainage hole") is an instruction, not a warning: it counts only next to a hazard word.
 */
export const CAUTION_PATTERNS: readonly RegExp[] = [
  /\bcareful(ly)?\b/,
  /\bcaution\b/,
  /\bnever\b/,
  /\bmake sure\b.*\b(wear|gloves|goggles|glasses|unplug|switch(ed)? off|turn(ed)? off|power|hot|sharp|safe|children|kids|fire|fumes|ventilat)/,
  /\balways\b/,
  /\bwarning\b/,
  /\bavoid\b/,
  /\bsafety\b/,
  /\bwatch out\b/,
  /\bdanger(ous)?\b/,
  /\bkeep (your |the )?(fingers|hands|children|kids|pets|face|eyes)\b/,
  /\bprotect(ive|ion)?\b/,
];

/**
 * "Do not" / "don't" warn too, except in a purpose clause, which gives the reason for an
 * instruction ("keep a wet edge so you do not get lines").
 */
export const NEGATIVE_CAUTION = /\b(do not|don'?t)\b/;
export const PURPOSE_NEGATION = /\bso (that )?(you|it|they|we|the \w+) (do not|don'?t|won'?t)\b/;

/** Negations: what follows them closely is not used ("never use the tire levers for this part"). */
export const NEGATIONS = words("never not don't dont avoid without no");
