import { describe, expect, it } from 'vitest';
import { auditEntryParts, describeAuditChange, describeAuditEntry, type AuditEntry } from '../src/index.js';

const jane = { id: 7, name: 'Jane Smith', email: 'jane@example.com' };

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-05-12T10:42:00.000Z',
  actor: jane,
  action: 'update',
  record: { type: 'program', id: 3, name: 'Strength Base' },
  changes: null,
  details: null,
  address: null,
  user_agent: null,
  reverts_entry_id: null,
  batch_id: null,
  revertable: false,
  ...overrides,
});

const day = { type: 'training-day', id: 40, name: 'Wednesday, week 2 of Strength Base' };

describe('a bulk assignment and its undo', () => {
  it('counts the users assigned, with a plural that fits', () => {
    const bulk = (assigned: number, more: Record<string, unknown> = {}) =>
      describeAuditEntry(
        entry({ action: 'assign', details: { bulk: true, mode: 'linked', assigned, skipped: 0, ...more } }),
      );
    expect(bulk(3)).toBe('Jane Smith assigned the program "Strength Base" to 3 users');
    expect(bulk(1)).toBe('Jane Smith assigned the program "Strength Base" to 1 user');
    expect(bulk(2, { mode: 'copy', skipped: 1 })).toBe(
      'Jane Smith assigned the program "Strength Base" to 2 users as personal copies (1 already had it)',
    );
  });

  it('tells the undo as an undo, never as a deletion', () => {
    const undo = entry({
      action: 'unassign',
      details: { undo_of_batch: 'b1', mode: 'copy', unassigned: 2, user_ids: [4, 5], copies_removed: 2 },
    });
    expect(describeAuditEntry(undo)).toBe(
      'Jane Smith undid the assignment of the program "Strength Base" to 2 users and removed 2 personal copies',
    );
    expect(auditEntryParts(undo)).toEqual({
      lead: 'Jane Smith undid the assignment of the program ',
      record: '"Strength Base"',
      tail: ' to 2 users and removed 2 personal copies',
    });
    const copyGone = entry({
      action: 'purge',
      record: { type: 'program', id: 9, name: 'Strength Base · Leo Park' },
      details: { undo_of_batch: 'b1' },
    });
    const said = describeAuditEntry(copyGone);
    expect(said).toBe(
      'Jane Smith removed the personal copy "Strength Base · Leo Park" when undoing its assignment',
    );
    expect(said).not.toMatch(/forever|deleted/);
    expect(
      describeAuditEntry(
        entry({ action: 'unassign', details: { undo_of_batch: 'b2', unassigned: 1, user_ids: [4] } }),
      ),
    ).toBe('Jane Smith undid the assignment of the program "Strength Base" to 1 user');
  });

  it('names the personal copy made for a user', () => {
    expect(
      describeAuditEntry(
        entry({
          action: 'create',
          record: { type: 'program', id: 9, name: 'Strength Base · Leo Park' },
          details: {
            personal_copy_for: { id: 4, first_name: 'Leo', last_name: 'Park' },
            template: { id: 3 },
          },
        }),
      ),
    ).toBe('Jane Smith made the personal copy "Strength Base · Leo Park" for Leo Park');
  });
});

describe('a training day in the log', () => {
  const program = { id: 3, name: 'Strength Base' };

  it('names the day by week and day, never by weekday, and says what was added, removed and reordered', () => {
    const added = entry({
      action: 'assign',
      record: day,
      changes: { exercises: { before: [], after: ['Squat'] } },
      details: { exercise: { id: 1, name: 'Squat' }, is_persistent: false, program },
    });
    expect(describeAuditEntry(added)).toBe(
      'Jane Smith added Squat to the training day "Week 2 · Day 3 of Strength Base"',
    );
    expect(describeAuditEntry({ ...added, details: { ...added.details, is_persistent: true } })).toBe(
      'Jane Smith added Squat to the training day "Week 2 · Day 3 of Strength Base" and the same day of every week',
    );
    expect(describeAuditEntry({ ...added, action: 'unassign' })).toBe(
      'Jane Smith removed Squat from the training day "Week 2 · Day 3 of Strength Base"',
    );
    const reordered = entry({
      action: 'reorder',
      record: day,
      changes: { exercises: { before: ['Squat', 'Bench Press'], after: ['Bench Press', 'Squat'] } },
      details: { program },
    });
    expect(describeAuditEntry(reordered)).toBe(
      'Jane Smith reordered the exercises of the training day "Week 2 · Day 3 of Strength Base": now Bench Press, Squat',
    );
    expect(describeAuditEntry(reordered)).not.toMatch(/Monday|Wednesday|week 2/);
  });

  it('tells a superset made and a circuit ungrouped in words, with no "groups none → 1 item"', () => {
    const superset = { label: 'A', kind: 'superset', rounds: null, exercises: ['Squat', 'Lunge'] };
    const circuit = { label: 'B', kind: 'circuit', rounds: 3, exercises: ['Row', 'Dip', 'Plank'] };
    const made = describeAuditEntry(
      entry({ record: day, changes: { groups: { before: [], after: [superset] } } }),
    );
    expect(made).toBe(
      'Jane Smith made a superset of Squat and Lunge on the training day "Week 2 · Day 3 of Strength Base"',
    );
    expect(made).not.toMatch(/none|item|→/);
    expect(
      describeAuditEntry(
        entry({ record: day, changes: { groups: { before: [superset, circuit], after: [superset] } } }),
      ),
    ).toBe(
      'Jane Smith ungrouped the circuit of Row, Dip and Plank (3 rounds) on the training day "Week 2 · Day 3 of Strength Base"',
    );
  });

  it("tells sets, a paste, a progression and a day copy in a coach's words", () => {
    const sets = (before: object, after: object) =>
      describeAuditEntry(
        entry({
          record: day,
          changes: { sets_data: { before, after } },
          details: { exercise: { id: 1, name: 'Squat' }, program },
        }),
      );
    const set = { reps: 5, weight: null, time: null, rir: null, rest: null };
    expect(sets({ set_1: set }, { set_1: { ...set, reps: 8 } })).toBe(
      'Jane Smith changed the sets of Squat on the training day "Week 2 · Day 3 of Strength Base"',
    );
    expect(sets({ set_1: set }, { set_1: set, set_2: set, set_3: set })).toBe(
      'Jane Smith changed the sets of Squat on the training day "Week 2 · Day 3 of Strength Base" (now 3 sets)',
    );
    expect(describeAuditEntry(entry({ record: day, details: { pasted: 1 } }))).toBe(
      'Jane Smith pasted a workout into the training day "Week 2 · Day 3 of Strength Base": 1 exercise added',
    );
    expect(
      describeAuditEntry(
        entry({
          record: day,
          details: {
            progression: { kind: 'load' },
            exercise: { id: 1, name: 'Squat' },
            progressed_from: { id: 39, name: 'Wednesday, week 1 of Strength Base' },
          },
        }),
      ),
    ).toBe(
      'Jane Smith applied a progression to Squat on the training day "Week 2 · Day 3 of Strength Base", from Week 1 · Day 3 of Strength Base',
    );
    expect(
      describeAuditEntry(
        entry({
          record: day,
          details: {
            copied_from: { id: 39, name: 'Week 1 · Day 1 of Strength Base' },
            mode: 'replace',
            replaced: ['Squat', 'Row'],
            skipped: ['Dip'],
          },
        }),
      ),
    ).toBe(
      'Jane Smith copied Week 1 · Day 1 of Strength Base onto the training day "Week 2 · Day 3 of Strength Base", replacing 2 exercises (1 exercise already there kept)',
    );
  });

  it('tells the sets a paste gave exercises already on the day, and its undo as an undo', () => {
    const said = (details: Record<string, unknown>) =>
      describeAuditEntry(entry({ record: { ...day, name: 'Week 2 · Day 3 of Strength Base' }, details }));
    const paste = { added: [[81, 'f1']], appended: [[12, 3, 3, 'f2']] };
    expect(said({ pasted: 2, sets_added: 3, exercises_given_sets: 1, paste })).toBe(
      'Jane Smith pasted a workout into the training day "Week 2 · Day 3 of Strength Base": 2 exercises added; 3 sets added to 1 existing exercise',
    );
    expect(said({ pasted: 0, sets_added: 5, exercises_given_sets: 2, paste })).toBe(
      'Jane Smith pasted a workout into the training day "Week 2 · Day 3 of Strength Base": 5 sets added to 2 existing exercises',
    );
    expect(said({ undid_paste: 310, removed: 2, sets_removed: 3 })).toBe(
      'Jane Smith undid a paste into the training day "Week 2 · Day 3 of Strength Base": 2 exercises and 3 sets removed',
    );
    expect(said({ undid_paste: 310, removed: 1, sets_removed: 0 })).toBe(
      'Jane Smith undid a paste into the training day "Week 2 · Day 3 of Strength Base": 1 exercise removed',
    );
    expect(said({ undid_paste: 310, removed: 0, sets_removed: 1 })).toBe(
      'Jane Smith undid a paste into the training day "Week 2 · Day 3 of Strength Base": 1 set removed',
    );
  });

  it('names an exercise taken off a day by week and day', () => {
    expect(
      describeAuditEntry(
        entry({ action: 'delete', record: { type: 'day-exercise', id: 5, name: 'Squat (Monday, week 1)' } }),
      ),
    ).toBe('Jane Smith moved the exercise "Squat (Week 1 · Day 1)" to the trash');
  });

  it('tells a week copied onto another and a personal copy brought up to date', () => {
    expect(describeAuditEntry(entry({ details: { week_copied: { from: 1, to: 3 }, replaced: [] } }))).toBe(
      'Jane Smith copied week 1 onto week 3 of the program "Strength Base"',
    );
    expect(
      describeAuditEntry(
        entry({
          record: { type: 'program', id: 9, name: 'Strength Base · Leo Park' },
          details: { synced_from: { id: 3, name: 'Strength Base' }, applied: 1, kept: 2, conflicts: 1 },
        }),
      ),
    ).toBe(
      'Jane Smith updated the personal copy "Strength Base · Leo Park" from "Strength Base": 1 change applied, 2 kept, 1 conflict',
    );
  });
});

describe('changes in words', () => {
  it('writes booleans, enumerations, dates of birth and images as the screens do', () => {
    expect(describeAuditChange('is_at_home', { before: false, after: true })).toBe('at home no → yes');
    expect(describeAuditChange('program_type', { before: 'strength', after: 'hypertrophy' })).toBe(
      'type Strength → Hypertrophy',
    );
    expect(describeAuditChange('date_of_birth', { before: null, after: '1990-07-04' })).toBe(
      'date of birth none → 07/04/1990',
    );
    expect(describeAuditChange('image_file_id', { before: null, after: 12 })).toBe('image added');
    expect(describeAuditChange('image_file_id', { before: 12, after: 15 })).toBe('image changed');
    expect(describeAuditChange('profile_image_id', { before: 12, after: null })).toBe(
      'profile image removed',
    );
    expect(describeAuditChange('calories', { before: 1200, after: 1250 })).toBe('calories 1,200 → 1,250');
  });

  it('never counts items: long lists are named, nested data only said to have changed', () => {
    const many = ['Chest', 'Back', 'Quads', 'Glutes', 'Hamstrings', 'Calves'];
    expect(describeAuditChange('primary_muscle_groups', { before: [], after: many })).toBe(
      'primary muscle groups none → Chest, Back, Quads, Glutes, Hamstrings and Calves',
    );
    expect(describeAuditChange('ingredients', { before: [{ section: 'A' }], after: [] })).toBe(
      'ingredients changed',
    );
    expect(describeAuditChange('sets_data', { before: { set_1: {} }, after: { set_1: {}, set_2: {} } })).toBe(
      'sets 1 → 2',
    );
  });
});

describe('the team and accounts', () => {
  const member = { type: 'team-member', id: 8, name: 'Sam Lee' };

  it('reads invitations, roles and deactivations as sentences', () => {
    expect(
      describeAuditEntry(
        entry({
          action: 'invite',
          record: { type: 'invitation', id: 2, name: 'sam@example.com' },
          details: { email: 'sam@example.com', team_role: 'coach' },
        }),
      ),
    ).toBe('Jane Smith sent an invitation to "sam@example.com" as Coach');
    expect(
      describeAuditEntry(
        entry({
          action: 'role-change',
          record: member,
          changes: { team_role: { before: 'coach', after: 'moderator' } },
        }),
      ),
    ).toBe('Jane Smith changed the role of "Sam Lee" from Coach to Moderator');
    expect(
      describeAuditEntry(
        entry({ action: 'deactivate', record: member, changes: { active: { before: true, after: false } } }),
      ),
    ).toBe('Jane Smith deactivated "Sam Lee"');
    expect(
      describeAuditEntry(entry({ action: 'session-revoked', record: member, details: { scope: 'all' } })),
    ).toBe('Jane Smith signed out "Sam Lee" everywhere');
  });

  it("names the account's own actions without repeating the account", () => {
    const own = { type: 'user', id: 7, name: 'Jane Smith' };
    expect(
      describeAuditEntry(
        entry({ action: 'password-change', record: own, changes: { password: { changed: true } } }),
      ),
    ).toBe('Jane Smith changed their password');
    expect(describeAuditEntry(entry({ action: 'two-factor-on', record: own }))).toBe(
      'Jane Smith turned on two-factor sign-in',
    );
    expect(
      describeAuditEntry(
        entry({
          action: 'session-revoked',
          record: { type: 'session', id: null, name: 'abc123' },
          details: { reason: 'ended_by_user', others: true },
        }),
      ),
    ).toBe('Jane Smith signed out their other sessions');
  });
});
