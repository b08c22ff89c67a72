// The write load: several workers, each owning the programs (weeks, days, exercises on days, images) it created;
// recipes, posts and comments (on anyone's acknowledged post), app users and password-reset requests (mail)
// besides. Every answer is recorded in the model.
import { contentWrites } from './content-writes.mjs';
import { dayWrites } from './day-writes.mjs';
import { imageAndMailWrites } from './image-and-mail-writes.mjs';

const PROGRAM_TYPES = ['cardio', 'mobility_and_warm_up', 'hypertrophy', 'strength'];
const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'];
const WORKOUT_DURATIONS = ['15 mins', '15 - 30 mins', '45 mins', '45 - 60 mins', '60 mins', '90 mins'];
const MAX_LOGS_PER_DAY = 8;

/** Mulberry32: a small seeded generator, so a run's choices and kill moments can be replayed with --seed. */
export const seededRandom = (seed) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class Worker {
  /**
   * @param {{ index: number, api: import('./http.mjs').ApiClient, model: import('./model.mjs').Model,
   *   control: { stopping: boolean, waitUp: () => Promise<void>, reauthenticate: () => Promise<void> },
   *   exerciseIds: number[], random: () => number, runTag: string, image: Buffer,
   *   resetAddresses: { available: () => boolean, next: () => string | undefined } }} options
   *   image: the PNG every upload sends; resetAddresses: the client address of each reset request
   */
  constructor({ index, api, model, control, exerciseIds, random, runTag, image, resetAddresses }) {
    Object.assign(this, { index, api, model, control, exerciseIds, random, runTag, image, resetAddresses });
    this.name = `w${index}`;
    this.sequence = 0;
    /** Acknowledged programs of this worker (their images are uploaded by this worker only). */
    this.programIds = [];
    /** Acknowledged programs whose weeks and days this worker has not read yet. */
    this.programsToLoad = [];
    /** Day ids of this worker's programs that are training days. */
    this.dayIds = [];
    /** Day writes in doubt: { kind, dayIds, exerciseId?, after: (dayId, logs) => logs }. */
    this.pending = [];
    /** Days that got an exercise through is_persistent: read them back to learn the new log ids. */
    this.daysToRefresh = new Set();
    /** Acknowledged recipes of this worker, and those already sent to the trash once. */
    this.ownRecipes = [];
    this.batched = new Set();
  }

  pick(items) {
    return items[Math.floor(this.random() * items.length)];
  }

  int(min, max) {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  token(kind) {
    this.sequence += 1;
    return `crash-${this.runTag}-${this.name}-${kind}-${this.sequence}`;
  }

  /**
   * Sends one write and records it. Returns the answer; 'down' means the server is not up (nothing sent):
   * the caller waits for the restart and chooses again.
   */
  async write(kind, send, details) {
    const answer = await send();
    if (answer.outcome === 'ack') this.model.ack(kind, this.name, { ...details, data: answer.data });
    else if (answer.outcome === 'doubt')
      this.model.inDoubt(kind, this.name, { ...details, error: answer.error });
    else if (answer.outcome === 'refused') {
      if (answer.status === 401) await this.control.reauthenticate();
      else this.model.refusal(kind, this.name, answer);
    }
    return answer;
  }

  async run() {
    for (;;) {
      await this.control.waitUp();
      const unsettled = this.pending.length > 0 || this.daysToRefresh.size > 0;
      // Stopping (after the last restart): settle the writes in doubt, then stop.
      if (this.control.stopping && !unsettled) break;
      let answer;
      if (unsettled) answer = await this.settleDays();
      else if (this.programsToLoad.length > 0) answer = await this.loadProgramDays(this.programsToLoad[0]);
      else answer = await this.randomWrite();
      if (answer && answer.outcome !== 'ack') await sleep(answer.outcome === 'refused' ? 20 : 5);
    }
  }

  async randomWrite() {
    const days = this.dayIds.map((id) => this.model.days.get(id));
    const withRoom = days.filter((day) => day.logs.length < MAX_LOGS_PER_DAY);
    const withLogs = days.filter((day) => day.logs.length > 0);
    const reorderable = days.filter((day) => day.logs.length > 1);
    const now = Date.now();
    const uploadDue = this.programIds.length > 0 && now >= this.model.nextAt.upload;
    const mailDue = now >= this.model.nextAt.mail && this.resetAddresses.available();
    const choices = [
      [this.dayIds.length < 12 ? 4 : 1, () => this.createProgram()],
      [withRoom.length ? 6 : 0, () => this.addExercise(this.pick(withRoom))],
      [withLogs.length ? 6 : 0, () => this.saveSets(this.pick(withLogs))],
      [reorderable.length ? 4 : 0, () => this.reorder(this.pick(reorderable))],
      [3, () => this.createRecipe()],
      [2, () => this.createPost()],
      [this.model.posts.size ? 4 : 0, () => this.createComment()],
      [this.liveOwnRecipes().length >= 3 ? 6 : 0, () => this.trashRecipes()],
      [uploadDue ? 12 : 0, () => this.uploadImage(this.pick(this.programIds))],
      [mailDue ? 12 : 0, () => this.requestReset()],
    ];
    let roll = this.random() * choices.reduce((sum, [weight]) => sum + weight, 0);
    for (const [weight, run] of choices) {
      if (roll < weight) return run();
      roll -= weight;
    }
    return choices[0][1]();
  }

  async createProgram() {
    const token = this.token('program');
    const body = {
      name: token,
      program_type: this.pick(PROGRAM_TYPES),
      difficulty_level: this.pick(DIFFICULTIES),
      duration_weeks: this.int(1, 8),
      training_days_per_week: this.int(1, 7),
      workout_duration: this.pick(WORKOUT_DURATIONS),
      description: this.random() < 0.5 ? null : `Weeks and days made in one transaction (${token})`,
    };
    const answer = await this.write(
      'program',
      () => this.api.post('/training-programs/create-admin-program', body),
      { token },
    );
    if (answer.outcome === 'ack') {
      this.model.programs.set(answer.data.id, { token, body, data: answer.data, owner: this.name });
      this.programsToLoad.push(answer.data.id);
      this.programIds.push(answer.data.id);
    } else if (answer.outcome === 'doubt') {
      this.model.doubtfulCreates.push({ kind: 'program', token, body });
    }
    return answer;
  }
}

// The writes of each area live in a file of their own; they are the worker's methods all the same.
Object.assign(Worker.prototype, dayWrites, contentWrites, imageAndMailWrites);
