// What the server acknowledged, kept in memory (and appended to the journal): the yardstick of the verification.
import fs from 'node:fs';

export const KINDS = [
  'program',
  'exercise',
  'sets',
  'reorder',
  'recipe',
  'post',
  'comment',
  'upload',
  'user',
  'mail',
  'trash',
  'undo',
];

/** Training days of a week by training_days_per_week: a copy of trainingDaysOfWeek in packages/contract. */
export const TRAINING_DAY_PATTERNS = {
  1: [1],
  2: [1, 4],
  3: [1, 3, 5],
  4: [1, 2, 4, 5],
  5: [1, 2, 3, 4, 5],
  6: [1, 2, 3, 4, 5, 6],
  7: [1, 2, 3, 4, 5, 6, 7],
};

/** The default set of a newly added exercise (newSet in packages/contract). */
export const DEFAULT_SETS = { set_1: { reps: 1, weight: null, time: null, rir: null, rest: null } };

/** JSON with object keys sorted: jsonb keeps keys in its own order, so compare by this. */
export const canonical = (value) =>
  JSON.stringify(value, (_key, item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

export class Journal {
  constructor(file) {
    this.file = file;
    this.fd = fs.openSync(file, 'a', 0o600);
  }

  write(entry) {
    fs.writeSync(this.fd, `${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`);
  }

  close() {
    fs.closeSync(this.fd);
  }
}

/**
 * Shared state of the run. A training day's `logs` is its exercises in position order as the acknowledged
 * writes left them: `{ id, exerciseId, sets }` (`id` null until read back, for a day that received the
 * exercise through another day's is_persistent add).
 */
export class Model {
  constructor(journal) {
    this.journal = journal;
    this.programs = new Map();
    this.days = new Map();
    /**
     * Acknowledged recipes: { token, body, data, state }. `state` is what the trash writes left: 'live' (unset),
     * 'trash', or 'either' (a bulk delete or its Undo in doubt).
     */
    this.recipes = new Map();
    /**
     * Bulk deletes of 3-5 recipes (POST /recipes/bulk-delete), half of them undone (POST /trash/batches/{id}/
     * restore): { requestId, recipeIds, outcome: 'ack' | 'doubt', batchId, undo: { requestId, outcome } | null }.
     * Each must be all in the trash or none, with one audit entry per recipe under its request id.
     */
    this.trashBatches = [];
    this.posts = new Map();
    this.comments = new Map();
    /**
     * Program images, per program in the order sent (one worker owns a program, so its uploads are sequential):
     * { token, fileName, outcome: 'ack' | 'doubt', data } (data: the acknowledged files row).
     */
    this.uploads = new Map();
    /** App users created (for the reset mails): id -> { token, body, data }. */
    this.users = new Map();
    /** Acknowledged users not yet sent a reset request: { id, email }. */
    this.accountsReady = [];
    /** Password-reset requests, one per account: { email, outcome: 'ack' | 'doubt', address }. */
    this.resets = [];
    /** Paced writes (uploads, mail): the moment each may next be chosen (see Worker.randomWrite). */
    this.nextAt = { upload: 0, mail: 0 };
    /** Creates whose answer was lost in a crash: { kind, token, body } (present whole, or absent). */
    this.doubtfulCreates = [];
    /** Acknowledged writes on training days ({ kind, dayIds }): verified when those days are as expected. */
    this.dayWrites = [];
    /** Acknowledged writes by kind. */
    this.acked = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
    /** Writes in doubt (connection cut by the kill) by kind, and how they turned out. */
    this.doubt = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
    this.doubtCommitted = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
    /** Answers other than 2xx (a bug of the load or the server): { kind, status, message }. */
    this.unexpected = [];
    /** Acknowledged writes found missing or changed: { kind, detail }. */
    this.lost = [];
    /** Multi-row writes found half-applied, and broken invariants: { kind, detail }. */
    this.partial = [];
  }

  ack(kind, worker, details) {
    this.acked[kind] += 1;
    this.journal.write({ event: 'ack', kind, worker, ...details });
  }

  inDoubt(kind, worker, details) {
    this.doubt[kind] += 1;
    this.journal.write({ event: 'doubt', kind, worker, ...details });
  }

  refusal(kind, worker, answer) {
    this.unexpected.push({ kind, status: answer.status, message: answer.message });
    this.journal.write({ event: 'unexpected', kind, worker, status: answer.status, message: answer.message });
  }

  loss(kind, detail) {
    this.lost.push({ kind, detail });
    this.journal.write({ event: 'lost', kind, detail });
  }

  partialWrite(kind, detail) {
    this.partial.push({ kind, detail });
    this.journal.write({ event: 'partial', kind, detail });
  }
}

const sameLog = (expected, observed) =>
  (expected.id === null || expected.id === observed.id) &&
  expected.exerciseId === observed.exerciseId &&
  canonical(expected.sets) === canonical(observed.sets);

/** Whether a day read back (`observed`, in position order) is the `expected` list of logs. */
export const dayMatches = (expected, observed) =>
  expected.length === observed.length && expected.every((log, index) => sameLog(log, observed[index]));

/** Positions of a day read back must be exactly 1..n. */
export const positionsAreDense = (observed) => observed.every((log, index) => log.position === index + 1);

/**
 * Compares a day read back with the model. `pending` (optional) is the write in doubt on this day:
 * `after(logs)` gives the day as that write would leave it. Returns 'before', 'after' or 'neither'.
 */
export const classifyDay = (logs, observed, pending) => {
  if (dayMatches(logs, observed)) return 'before';
  if (pending && dayMatches(pending.after(logs), observed)) return 'after';
  return 'neither';
};

/** Explains a day that matches no acceptable state, for the report. */
export const describeDayMismatch = (logs, observed) => {
  const present = new Set(observed.map((log) => log.id));
  const missing = logs.filter((log) => log.id !== null && !present.has(log.id));
  if (missing.length > 0)
    return { lost: true, text: `logs ${missing.map((log) => log.id).join(', ')} missing` };
  return {
    lost: false,
    text: `expected ${canonical(logs.map((l) => [l.id, l.exerciseId]))}, found ${canonical(observed.map((l) => [l.id, l.exerciseId, l.position]))}`,
  };
};
