/**
 * The short names coaches write for exercises (for "Paste a workout"). A pasted name is looked up whole
 * first ('RDL', 'BSS'); otherwise each word is (so 'DB bench press' reads 'dumbbell bench press' and 'SL RDL'
 * 'single-leg romanian deadlift'). Keys are lower case, words separated by one space; the matcher then looks
 * the expansion up in the library by name like the pasted name itself (an exact name wins over an alias).
 */
const WHOLE_NAMES: Readonly<Record<string, string>> = {
  rdl: 'Romanian deadlift',
  sldl: 'Stiff-leg deadlift',
  sldls: 'Stiff-leg deadlift',
  'sl rdl': 'Single-leg Romanian deadlift',
  ohp: 'Overhead press',
  bss: 'Bulgarian split squat',
  rfess: 'Bulgarian split squat',
  ghr: 'Glute-ham raise',
  'pull up': 'Pull-up',
  'pull ups': 'Pull-up',
  'chin up': 'Chin-up',
  'chin ups': 'Chin-up',
  'push up': 'Push-up',
  'push ups': 'Push-up',
  'sit up': 'Sit-up',
  'sit ups': 'Sit-up',
  'lat pull down': 'Lat pulldown',
  'skull crusher': 'Lying triceps extension',
  'skull crushers': 'Lying triceps extension',
  'hip thrusts': 'Hip thrust',
};

/** Abbreviations read inside a longer name, word by word. */
const WORDS: Readonly<Record<string, string>> = {
  db: 'dumbbell',
  dbs: 'dumbbell',
  bb: 'barbell',
  kb: 'kettlebell',
  kbs: 'kettlebell',
  ez: 'EZ-bar',
  sl: 'single-leg',
  sa: 'single-arm',
  rdl: 'Romanian deadlift',
  rdls: 'Romanian deadlift',
  ohp: 'overhead press',
  pullup: 'pull-up',
  pullups: 'pull-up',
  chinup: 'chin-up',
  chinups: 'chin-up',
  pushup: 'push-up',
  pushups: 'push-up',
  ssb: 'safety bar',
};

const words = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/**
 * The library name a pasted name stands for, or null when no alias applies: the whole name's alias, else the
 * name with its abbreviated words spelled out.
 */
export const expandAlias = (name: string): string | null => {
  const key = words(name).join(' ');
  const whole = WHOLE_NAMES[key];
  if (whole !== undefined) return whole;
  const parts = words(name);
  const spelled = parts.map((word) => WORDS[word] ?? word);
  return spelled.some((word, index) => word !== parts[index]) ? spelled.join(' ') : null;
};
