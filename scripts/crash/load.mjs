// The write load: several workers, each owning the programs (weeks, days, exercises on days, images) it created;
// recipes, posts and comments (on anyone's acknowledged post), app users and password-reset requests (mail)
// besides. Every answer is recorded in the model.
import { canonical, classifyDay, DEFAULT_SETS, positionsAreDense } from './model.mjs';

const PROGRAM_TYPES = ['cardio', 'mobility_and_warm_up', 'hypertrophy', 'strength'];
const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'];
const WORKOUT_DURATIONS = ['15 mins', '15 - 30 mins', '45 mins', '45 - 60 mins', '60 mins', '90 mins'];
const POST_TYPES = ['general', 'support', 'challenge', 'announcement'];
const MAX_LOGS_PER_DAY = 8;
/**
 * Uploads and reset requests are paced across all workers (not weighted like the rest, which would make them
 * a share of ~150 writes a second): at most one upload per UPLOAD_INTERVAL_MS and one new user with its reset
 * request per MAIL_INTERVAL_MS, so the quick run sends some 25 mails and 50-100 images.
 */
const UPLOAD_INTERVAL_MS = 80;
const MAIL_INTERVAL_MS = 250;

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

  /** Reads the weeks and days of an acknowledged program (a read: retried until the server answers). */
  async loadProgramDays(programId) {
    const answer = await this.api.get(`/training-programs/${programId}/training-weeks/all`);
    if (answer.outcome !== 'ack') {
      if (answer.outcome === 'refused' && answer.status === 401) await this.control.reauthenticate();
      else if (answer.outcome === 'refused') this.model.refusal('program', this.name, answer);
      return answer;
    }
    this.programsToLoad.shift();
    for (const week of answer.data) {
      for (const day of week.training_days) {
        this.model.days.set(day.id, {
          id: day.id,
          programId,
          weekId: week.id,
          dayOfTheWeek: day.day_of_the_week,
          isRestDay: day.is_rest_day,
          owner: this.name,
          logs: [],
        });
        // The worker edits the first week's training days (so days gather several exercises to set and
        // reorder); later weeks get exercises through is_persistent adds.
        if (!day.is_rest_day && week.sequence_number === 1) this.dayIds.push(day.id);
      }
    }
    return answer;
  }

  async addExercise(day) {
    const onDay = new Set(day.logs.map((log) => log.exerciseId));
    const exerciseId = this.pick(this.exerciseIds.filter((id) => !onDay.has(id)));
    // is_persistent: the exercise goes on every training day of the program with this day of the week, in
    // one transaction; a multi-row write to check whole or absent.
    const persistent = this.random() < 0.25;
    const targets = persistent
      ? [...this.model.days.values()]
          .filter(
            (other) =>
              other.programId === day.programId &&
              other.dayOfTheWeek === day.dayOfTheWeek &&
              !other.logs.some((log) => log.exerciseId === exerciseId),
          )
          .map((other) => other.id)
      : [day.id];
    const body = { exercise_id: exerciseId, training_day_id: day.id, is_persistent: persistent };
    const answer = await this.write(
      'exercise',
      () => this.api.post('/user-exercise-activity-logs/add-new', body),
      { body, targets },
    );
    const appended = (logs, id) => [...logs, { id, exerciseId, sets: DEFAULT_SETS }];
    if (answer.outcome === 'ack') {
      const { data } = answer;
      if (data.position !== day.logs.length + 1 || data.assigned_days !== targets.length) {
        this.model.partialWrite(
          'exercise',
          `add-new answered ${canonical(data)}; expected position ${day.logs.length + 1}, ${targets.length} days`,
        );
      }
      day.logs = appended(day.logs, data.id);
      this.model.dayWrites.push({ kind: 'exercise', dayIds: targets });
      for (const id of targets) {
        if (id === day.id) continue;
        const other = this.model.days.get(id);
        other.logs = appended(other.logs, null);
        this.daysToRefresh.add(id);
      }
    } else if (answer.outcome === 'doubt') {
      this.pending.push({ kind: 'exercise', dayIds: targets, after: (_id, logs) => appended(logs, null) });
    }
    return answer;
  }

  randomSets() {
    const count = this.int(1, 5);
    const maybe = (make) => (this.random() < 0.5 ? null : make());
    return Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `set_${index + 1}`,
        {
          reps: this.int(1, 20),
          weight: maybe(() => this.int(2, 400) / 2),
          time: maybe(() => this.int(0, 600)),
          rir: maybe(() => this.int(0, 5)),
          rest: maybe(() => this.int(0, 300)),
        },
      ]),
    );
  }

  async saveSets(day) {
    const log = this.pick(day.logs.filter((candidate) => candidate.id !== null));
    if (!log) {
      this.daysToRefresh.add(day.id);
      return null;
    }
    const sets = this.randomSets();
    const answer = await this.write(
      'sets',
      () => this.api.patch(`/user-exercise-activity-logs/${log.id}`, { sets_data: sets }),
      { logId: log.id, sets },
    );
    const withSets = (logs, value) =>
      logs.map((item) => (item.id === log.id ? { ...item, sets: value } : item));
    if (answer.outcome === 'ack') {
      if (canonical(answer.data.sets_data) !== canonical(sets)) {
        this.model.partialWrite(
          'sets',
          `log ${log.id}: sent ${canonical(sets)}, answered ${canonical(answer.data.sets_data)}`,
        );
      }
      day.logs = withSets(day.logs, answer.data.sets_data);
      this.model.dayWrites.push({ kind: 'sets', dayIds: [day.id] });
    } else if (answer.outcome === 'doubt') {
      this.pending.push({ kind: 'sets', dayIds: [day.id], after: (_id, logs) => withSets(logs, sets) });
    }
    return answer;
  }

  async reorder(day) {
    if (day.logs.some((log) => log.id === null)) {
      this.daysToRefresh.add(day.id);
      return null;
    }
    const order = [...day.logs];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const positions = Object.fromEntries(order.map((log, index) => [String(log.id), index + 1]));
    const answer = await this.write(
      'reorder',
      () =>
        this.api.post('/user-exercise-activity-logs/update-positions', {
          training_day_id: day.id,
          positions,
        }),
      { dayId: day.id, positions },
    );
    if (answer.outcome === 'ack') {
      const returned = answer.data.map((log) => log.id);
      if (canonical(returned) !== canonical(order.map((log) => log.id)) || !positionsAreDense(answer.data)) {
        this.model.partialWrite(
          'reorder',
          `day ${day.id}: asked ${canonical(positions)}, answered ${canonical(answer.data.map((l) => [l.id, l.position]))}`,
        );
      }
      day.logs = order;
      this.model.dayWrites.push({ kind: 'reorder', dayIds: [day.id] });
    } else if (answer.outcome === 'doubt') {
      this.pending.push({ kind: 'reorder', dayIds: [day.id], after: () => order });
    }
    return answer;
  }

  /** Reads a day through the API: its logs in position order as the model keeps them. */
  async readDay(dayId) {
    const day = this.model.days.get(dayId);
    const answer = await this.api.get(
      `/training-programs/${day.programId}/training-weeks/${day.weekId}/training-days/${dayId}`,
    );
    if (answer.outcome !== 'ack') return { answer };
    const observed = answer.data.user_exercise_activity_logs.map((log) => ({
      id: log.id,
      exerciseId: log.exercise.id,
      sets: log.sets_data,
      position: log.position,
    }));
    return { answer, observed };
  }

  /**
   * After a restart: reads back every day touched by a write in doubt and checks that each such write is whole
   * (all its days show it) or absent (none does), and that the acknowledged state is intact around it. The
   * model then takes the state read. Also learns the ids of logs added through is_persistent.
   */
  async settleDays() {
    const involved = new Set([...this.pending.flatMap((op) => op.dayIds), ...this.daysToRefresh]);
    const observed = new Map();
    for (const dayId of involved) {
      const read = await this.readDay(dayId);
      if (!read.observed) {
        if (read.answer.outcome === 'refused' && read.answer.status === 401)
          await this.control.reauthenticate();
        else if (read.answer.outcome === 'refused') this.model.refusal('read', this.name, read.answer);
        return read.answer;
      }
      observed.set(dayId, read.observed);
    }
    const expected = new Map([...involved].map((dayId) => [dayId, this.model.days.get(dayId).logs]));
    for (const op of this.pending) {
      const outcomes = op.dayIds.map((dayId) => {
        const pending = { after: (logs) => op.after(dayId, logs) };
        const outcome = classifyDay(expected.get(dayId), observed.get(dayId), pending);
        if (outcome === 'after') expected.set(dayId, pending.after(expected.get(dayId)));
        return outcome;
      });
      if (outcomes.every((outcome) => outcome === 'after')) this.model.doubtCommitted[op.kind] += 1;
      else if (!outcomes.every((outcome) => outcome === 'before')) {
        const detail = `${op.kind} in doubt on days ${op.dayIds.join(', ')}: ${outcomes.join(', ')}`;
        if (outcomes.includes('neither')) this.model.loss(op.kind, detail);
        else this.model.partialWrite(op.kind, detail);
      }
    }
    for (const dayId of involved) {
      const seen = observed.get(dayId);
      if (!positionsAreDense(seen)) {
        this.model.partialWrite(
          'reorder',
          `day ${dayId}: positions ${seen.map((log) => log.position).join(',')}`,
        );
      } else if (
        classifyDay(expected.get(dayId), seen) !== 'before' &&
        !this.pending.some((op) => op.dayIds.includes(dayId))
      ) {
        this.model.loss(
          'exercise',
          `day ${dayId}: expected ${canonical(expected.get(dayId))}, found ${canonical(seen)}`,
        );
      }
      this.model.days.get(dayId).logs = seen.map(({ id, exerciseId, sets }) => ({ id, exerciseId, sets }));
    }
    this.pending = [];
    this.daysToRefresh.clear();
    return { outcome: 'ack' };
  }

  async createRecipe() {
    const token = this.token('recipe');
    const macro = () => (this.random() < 0.2 ? null : this.int(0, 9000) / 10);
    const body = {
      name: token,
      calories: macro(),
      protein: macro(),
      carbs: macro(),
      fat: macro(),
      description: this.random() < 0.3 ? null : `Recipe of the crash test ${token}`,
      ingredients: Array.from({ length: this.int(0, 3) }, (_, section) => ({
        section: `Section ${section + 1}`,
        items: Array.from({ length: this.int(1, 4) }, (_, item) => ({
          name: `Ingredient ${section + 1}.${item + 1}`,
          amount: `${this.int(1, 500)} g`,
        })),
      })),
      directions: this.random() < 0.3 ? null : 'Mix.\nCook.\nServe.',
    };
    const answer = await this.write('recipe', () => this.api.post('/recipes', body), { token });
    if (answer.outcome === 'ack') {
      this.model.recipes.set(answer.data.id, { token, body, data: answer.data, state: 'live' });
      this.ownRecipes.push(answer.data.id);
    } else if (answer.outcome === 'doubt') this.model.doubtfulCreates.push({ kind: 'recipe', token, body });
    return answer;
  }

  /** This worker's acknowledged recipes never sent to the trash (each recipe goes in one batch at most). */
  liveOwnRecipes() {
    return this.ownRecipes.filter((id) => !this.batched.has(id));
  }

  /**
   * Moves 3-5 of this worker's recipes to the trash in one bulk delete, and undoes half of those batches at
   * once. Both carry an x-request-id of their own, so the verification finds their audit entries.
   */
  async trashRecipes() {
    const candidates = this.liveOwnRecipes();
    const recipeIds = [];
    const count = Math.min(candidates.length, this.int(3, 5));
    while (recipeIds.length < count) {
      const id = this.pick(candidates.filter((candidate) => !recipeIds.includes(candidate)));
      recipeIds.push(id);
    }
    const requestId = this.token('trash');
    const answer = await this.write(
      'trash',
      () => this.api.post('/recipes/bulk-delete', { ids: recipeIds }, { 'x-request-id': requestId }),
      { token: requestId, recipeIds },
    );
    if (answer.outcome !== 'ack' && answer.outcome !== 'doubt') return answer;
    for (const id of recipeIds) this.batched.add(id);
    const batch = { requestId, recipeIds, outcome: answer.outcome, batchId: null, undo: null };
    this.model.trashBatches.push(batch);
    const setState = (state) => {
      for (const id of recipeIds) this.model.recipes.get(id).state = state;
    };
    if (answer.outcome === 'doubt') {
      setState('either');
      return answer;
    }
    setState('trash');
    batch.batchId = answer.data.batch_id;
    if (this.random() < 0.5) return answer;
    const undoId = this.token('undo');
    const undo = await this.write(
      'undo',
      () => this.api.post(`/trash/batches/${batch.batchId}/restore`, undefined, { 'x-request-id': undoId }),
      { token: undoId, batchId: batch.batchId },
    );
    if (undo.outcome === 'ack' || undo.outcome === 'doubt') {
      batch.undo = { requestId: undoId, outcome: undo.outcome };
      setState(undo.outcome === 'ack' ? 'live' : 'either');
    }
    return undo;
  }

  async createPost() {
    const token = this.token('post');
    const body = { content: `Post of the crash test ${token}`, type: this.pick(POST_TYPES) };
    const answer = await this.write('post', () => this.api.post('/posts', body), { token });
    if (answer.outcome === 'ack') this.model.posts.set(answer.data.id, { token, body, data: answer.data });
    else if (answer.outcome === 'doubt') this.model.doubtfulCreates.push({ kind: 'post', token, body });
    return answer;
  }

  async createComment() {
    const postId = this.pick([...this.model.posts.keys()]);
    const token = this.token('comment');
    const body = { content: `Comment of the crash test ${token}` };
    const answer = await this.write('comment', () => this.api.post(`/posts/${postId}/comments`, body), {
      token,
      postId,
    });
    if (answer.outcome === 'ack')
      this.model.comments.set(answer.data.id, { token, postId, data: answer.data });
    else if (answer.outcome === 'doubt')
      this.model.doubtfulCreates.push({ kind: 'comment', token, body, postId });
    return answer;
  }

  // ---- Program images and reset mail

  /**
   * Uploads (or replaces) the image of one of this worker's programs. The file name carries a token, so an
   * upload in doubt is found by its files row's original_name. Checked at the end (verify-files.mjs).
   */
  async uploadImage(programId) {
    this.model.nextAt.upload = Date.now() + UPLOAD_INTERVAL_MS;
    const token = this.token('upload');
    const fileName = `${token}.png`;
    const answer = await this.write(
      'upload',
      () =>
        this.api.upload(
          `/files/training-programs/${programId}/upload-program-image`,
          { trainingProgramId: String(programId) },
          { name: fileName, type: 'image/png', data: this.image },
        ),
      { token, programId },
    );
    if (!this.model.uploads.has(programId)) this.model.uploads.set(programId, []);
    const history = this.model.uploads.get(programId);
    if (answer.outcome === 'ack') {
      const { id, full_path: fullPath, size, original_name: originalName } = answer.data;
      const program = answer.data.training_program;
      if (originalName !== fileName || program?.image !== fullPath || program?.id !== programId) {
        this.model.partialWrite(
          'upload',
          `upload ${token}: answered file ${id} ${originalName} ${fullPath}, program ${program?.id} image ${program?.image}`,
        );
      }
      history.push({ token, fileName, outcome: 'ack', data: { id, fullPath, size } });
    } else if (answer.outcome === 'doubt') {
      history.push({ token, fileName, outcome: 'doubt', data: null });
    }
    return answer;
  }

  /** Creates an app user to send reset mail to (its password is hashed: argon2id, some 50 ms). */
  async createUser() {
    const token = this.token('user');
    const body = {
      email: `${token}@example.com`,
      first_name: 'Crash',
      last_name: 'Tester',
      password: `Crash!${this.int(1000, 9999)}aZ`,
    };
    const answer = await this.write('user', () => this.api.post('/users', body), {
      token,
      email: body.email,
    });
    if (answer.outcome === 'ack') this.model.users.set(answer.data.id, { token, body, data: answer.data });
    else if (answer.outcome === 'doubt') this.model.doubtfulCreates.push({ kind: 'user', token, body });
    return answer;
  }

  /**
   * Asks for a password-reset code for an account that never asked before (so the one-mail-a-minute rule
   * never holds a mail back): the answer is 200 once the send_mail job is stored; the job writes an .eml
   * into DATA_DIR/outbox. Each request comes from a client address of its own (the per-address limit is
   * 20 an hour). A fresh user is created first when no acknowledged one is waiting.
   */
  async requestReset() {
    this.model.nextAt.mail = Date.now() + MAIL_INTERVAL_MS;
    let account = this.model.accountsReady.shift();
    if (!account) {
      const created = await this.createUser();
      if (created.outcome !== 'ack') return created;
      account = { id: created.data.id, email: created.data.email };
    }
    const address = this.resetAddresses.next();
    const answer = await this.write(
      'mail',
      () => this.api.postFrom(address, '/auth/request-password-reset', { email: account.email }),
      { email: account.email, address },
    );
    if (answer.outcome === 'ack' || answer.outcome === 'doubt')
      this.model.resets.push({ email: account.email, outcome: answer.outcome, address });
    else if (answer.outcome === 'down') this.model.accountsReady.push(account);
    else if (answer.outcome === 'unavailable')
      this.model.refusal('mail', this.name, { status: answer.error, message: `cannot send from ${address}` });
    return answer;
  }
}
