import type { ProgramType, ProgressionRule } from '@coachboard/contract';

/** Consecutive items naming the same group form a superset or a circuit; rounds for circuits. */
export interface DemoGroup {
  key: string;
  kind: 'superset' | 'circuit';
  rounds?: number;
}

/**
 * One exercise of a demo session: how many sets of what. Weight grows by `progression` kg a week, or, with `rule`,
 * each week's sets follow from week 1's by the API's progression rule (what 'Apply progression' writes). `repsMax`
 * makes the reps a range, `loadPercent` replaces the weight (percent of the one-rep max), `amrapLast` makes the
 * last set as many reps as possible.
 */
export interface DemoSessionItem {
  exercise: string;
  sets: number;
  reps: number;
  weight?: number;
  progression?: number;
  rule?: ProgressionRule;
  time?: number;
  rir?: number;
  rest: number;
  repsMax?: number;
  loadPercent?: number;
  amrapLast?: boolean;
  group?: DemoGroup;
}
export type DemoSession = DemoSessionItem[];

const item = (
  exercise: string,
  sets: number,
  reps: number,
  rest: number,
  extra: Partial<Omit<DemoSessionItem, 'exercise' | 'sets' | 'reps' | 'rest'>> = {},
): DemoSessionItem => ({ exercise, sets, reps, rest, ...extra });

const superset = (key: string): DemoGroup => ({ key, kind: 'superset' });
const circuit = (key: string, rounds: number): DemoGroup => ({ key, kind: 'circuit', rounds });

const strength: DemoSession[] = [
  [
    item('Barbell Back Squat', 5, 5, 180, { weight: 60, progression: 2.5, rir: 2 }),
    item('Barbell Bench Press', 5, 5, 180, { weight: 50, progression: 2.5, rir: 2 }),
    item('Barbell Row', 4, 6, 120, { weight: 45, progression: 2.5, rir: 2 }),
    item('Plank', 3, 1, 60, { time: 45 }),
  ],
  [
    item('Conventional Deadlift', 3, 5, 180, { weight: 80, progression: 5, rir: 2 }),
    item('Overhead Press', 5, 5, 150, { weight: 32.5, progression: 1.5, rir: 2 }),
    item('Pull-up', 4, 6, 120, { rir: 1, amrapLast: true }),
    item("Farmer's Walk", 3, 1, 90, { weight: 24, time: 40 }),
  ],
  [
    item('Front Squat', 4, 6, 150, { loadPercent: 75, rir: 2 }),
    item('Close-Grip Bench Press', 4, 6, 120, { weight: 40, progression: 2.5, rir: 2 }),
    item('One-Arm Dumbbell Row', 3, 8, 90, { weight: 22.5, progression: 1, rir: 2 }),
    item('Romanian Deadlift', 3, 8, 120, { weight: 50, progression: 2.5, rir: 2 }),
    item('Hanging Leg Raise', 3, 10, 60),
  ],
];

const hypertrophy: DemoSession[] = [
  [
    item('Incline Dumbbell Press', 4, 8, 90, {
      weight: 20,
      progression: 1,
      rir: 2,
      repsMax: 12,
      group: superset('A'),
    }),
    item('Lat Pulldown', 4, 8, 90, {
      weight: 45,
      progression: 2.5,
      rir: 2,
      repsMax: 12,
      group: superset('A'),
    }),
    item('Seated Dumbbell Shoulder Press', 3, 10, 90, { weight: 16, progression: 1, rir: 2 }),
    item('Seated Cable Row', 3, 12, 90, { weight: 40, progression: 2.5, rir: 2 }),
    item('Dumbbell Lateral Raise', 3, 12, 60, { weight: 8, rir: 1 }),
    item('Triceps Rope Pushdown', 3, 12, 60, { weight: 20, progression: 1, rir: 1 }),
  ],
  [
    // Double progression, visible week over week: 3x8-10 @ 60 kg, 3x9-10, 3x10-10, then 3x8-10 @ 62.5 kg...
    item('Barbell Back Squat', 3, 8, 150, {
      weight: 60,
      repsMax: 10,
      rir: 2,
      rule: { type: 'double', step_kg: 2.5 },
    }),
    item('Romanian Deadlift', 3, 10, 120, { weight: 50, progression: 2.5, rir: 2 }),
    item('Leg Press', 3, 12, 90, { weight: 100, progression: 5, rir: 2 }),
    item('Lying Leg Curl', 3, 12, 60, { weight: 30, progression: 1, rir: 1 }),
    item('Standing Calf Raise', 4, 12, 60, { weight: 40, rir: 1 }),
  ],
  [
    item('Barbell Bench Press', 4, 8, 120, { weight: 55, progression: 2.5, rir: 2 }),
    item('Chin-up', 4, 8, 120, { rir: 2 }),
    item('Cable Crossover', 3, 12, 60, { weight: 12.5, rir: 1 }),
    item('Face Pull', 3, 15, 60, { weight: 15, rir: 2 }),
    item('Barbell Curl', 3, 10, 60, {
      weight: 25,
      progression: 1,
      rir: 1,
      repsMax: 15,
      group: superset('B'),
    }),
    item('Skull Crusher', 3, 10, 60, {
      weight: 20,
      progression: 1,
      rir: 1,
      repsMax: 15,
      group: superset('B'),
    }),
  ],
  [
    item('Barbell Hip Thrust', 4, 10, 120, { weight: 70, progression: 5, rir: 2 }),
    item('Bulgarian Split Squat', 3, 10, 90, { weight: 14, progression: 1, rir: 2 }),
    item('Leg Extension', 3, 12, 60, { weight: 35, progression: 2.5, rir: 1 }),
    item('Seated Calf Raise', 4, 15, 60, { weight: 30, rir: 1 }),
    item('Cable Crunch', 3, 15, 60, { weight: 25 }),
  ],
];

const cardio: DemoSession[] = [
  [
    item('Brisk Walking', 1, 1, 60, { time: 300 }),
    item('Treadmill Run', 6, 1, 90, { time: 120 }),
    item('Brisk Walking', 1, 1, 0, { time: 300 }),
  ],
  [
    item('Jump Rope', 5, 1, 30, { time: 60 }),
    item('Burpee', 1, 10, 0, { group: circuit('C', 4) }),
    item('Mountain Climbers', 1, 1, 0, { time: 30, group: circuit('C', 4) }),
    item('High Knees', 1, 1, 60, { time: 30, group: circuit('C', 4) }),
  ],
  [item('Rowing Machine', 5, 1, 90, { time: 240 }), item('Stationary Bike', 1, 1, 0, { time: 900 })],
  [
    item('Battle Rope Waves', 6, 1, 40, { time: 20 }),
    item('Box Jump', 4, 6, 90),
    item('Jumping Jacks', 3, 1, 30, { time: 45 }),
  ],
];

const mobility: DemoSession[] = [
  [
    item("World's Greatest Stretch", 1, 5, 0, { group: circuit('A', 2) }),
    item('Bird Dog', 1, 8, 0, { group: circuit('A', 2) }),
    item('Dead Bug', 1, 8, 0, { group: circuit('A', 2) }),
    item('Glute Bridge', 1, 12, 30, { group: circuit('A', 2) }),
  ],
  [
    item('Cossack Squat', 2, 6, 45),
    item('Resistance Band Pull-Apart', 2, 15, 30),
    item('Side Plank', 2, 1, 30, { time: 30 }),
    item('Neck Flexion and Extension', 2, 10, 30),
  ],
  [
    item('Jumping Jacks', 2, 1, 30, { time: 45 }),
    item('Bodyweight Squat', 2, 15, 30),
    item('Banded Lateral Walk', 2, 12, 30),
    item('Hollow Body Hold', 2, 1, 30, { time: 20 }),
  ],
];

export const demoSessionsByType: Record<ProgramType, DemoSession[]> = {
  strength,
  hypertrophy,
  cardio,
  mobility_and_warm_up: mobility,
};

/** Programs whose name promises equipment or a focus the type-wide sessions do not match. */
export const demoSessionsByProgram: Record<string, DemoSession[]> = {
  'Home Dumbbell Hypertrophy': [
    [
      item('Dumbbell Bench Press', 4, 10, 90, { weight: 17.5, progression: 1, rir: 2 }),
      item('One-Arm Dumbbell Row', 4, 10, 90, { weight: 20, progression: 1, rir: 2 }),
      item('Seated Dumbbell Shoulder Press', 3, 12, 60, { weight: 12.5, rir: 2 }),
      item('Dumbbell Hammer Curl', 3, 12, 60, { weight: 10, rir: 1 }),
      item('Overhead Dumbbell Triceps Extension', 3, 12, 60, { weight: 12.5, rir: 1 }),
    ],
    [
      item('Goblet Squat', 4, 12, 90, { weight: 20, progression: 1, rir: 2 }),
      item('Bulgarian Split Squat', 3, 10, 90, { weight: 10, rir: 2 }),
      item('Single-Leg Glute Bridge', 3, 12, 60),
      item('Standing Calf Raise', 3, 15, 45),
      item('Plank', 3, 1, 45, { time: 45 }),
    ],
  ],
  'Kettlebell Strength Basics': [
    [
      item('Kettlebell Swing', 5, 15, 90, { weight: 16, rir: 3 }),
      item('Goblet Squat', 4, 8, 90, { weight: 16, progression: 1, rir: 2 }),
      item('Kettlebell Turkish Get-up', 3, 2, 90, { weight: 12 }),
    ],
    [
      item('Dumbbell Clean and Press', 4, 6, 120, { weight: 16, rir: 2 }),
      item('One-Arm Dumbbell Row', 4, 8, 90, { weight: 20, rir: 2 }),
      item("Farmer's Walk", 3, 1, 90, { weight: 24, time: 40 }),
    ],
  ],
  'Olympic Lifting Technique': [
    [
      item('Power Clean', 6, 2, 150, { weight: 40, progression: 1, rir: 3 }),
      item('Front Squat', 4, 5, 150, { weight: 50, progression: 2.5, rir: 2 }),
      item('Overhead Press', 3, 5, 120, { weight: 30, progression: 1, rir: 2 }),
    ],
    [
      item('Conventional Deadlift', 4, 4, 180, { weight: 70, progression: 2.5, rir: 3 }),
      item('Thruster', 4, 5, 120, { weight: 30, rir: 2 }),
      item('Barbell Shrug', 3, 10, 90, { weight: 60 }),
      item('Back Extension', 3, 12, 60),
    ],
  ],
  'Glute and Hamstring Builder': [
    [
      item('Barbell Hip Thrust', 4, 10, 120, { weight: 60, progression: 5, rir: 2 }),
      item('Romanian Deadlift', 4, 8, 120, { weight: 50, progression: 2.5, rir: 2 }),
      item('Cable Kickback', 3, 12, 60, { weight: 10, rir: 1 }),
      item('Hip Abduction Machine', 3, 15, 60, { weight: 35, rir: 1 }),
    ],
    [
      item('Sumo Deadlift', 4, 6, 150, { weight: 70, progression: 2.5, rir: 2 }),
      item('Walking Lunge', 3, 12, 90, { weight: 12, rir: 2 }),
      item('Lying Leg Curl', 3, 12, 60, { weight: 30, rir: 1 }),
      item('Banded Lateral Walk', 3, 15, 45),
    ],
  ],
  'Strongman Conditioning': [
    [
      item('Sled Push', 6, 1, 120, { weight: 80, time: 20 }),
      item("Farmer's Walk", 4, 1, 120, { weight: 32, time: 40 }),
      item('Barbell Back Squat', 4, 5, 180, { weight: 80, progression: 2.5, rir: 2 }),
    ],
    [
      item('Conventional Deadlift', 4, 3, 180, { weight: 100, progression: 5, rir: 2 }),
      item('Dumbbell Clean and Press', 4, 5, 120, { weight: 22.5, rir: 2 }),
      item('Bear Crawl', 3, 1, 60, { time: 30 }),
    ],
  ],
};
