// The worker's writes to training days (exercises on days, their sets, their order) and the read-back that
// settles the ones in doubt after a restart. Methods of Worker (load.mjs): `this` is the worker.
import { canonical, classifyDay, DEFAULT_SETS, positionsAreDense } from './model.mjs';

export const dayWrites = {
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
  },

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
  },

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
  },

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
  },

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
  },

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
  },

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
  },
};
