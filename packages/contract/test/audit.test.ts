import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  auditActionLabels,
  auditEntryParts,
  auditRecordTypeLabels,
  describeAuditEntry,
  type AuditEntry,
} from '../src/index.js';

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

describe('describeAuditEntry', () => {
  it("reads an update as the issue's sentence", () => {
    const update = entry({
      changes: {
        name: { before: 'Strength', after: 'Strength Base' },
        duration_weeks: { before: 4, after: 6 },
      },
    });
    expect(describeAuditEntry(update)).toBe(
      'Jane Smith changed the program "Strength Base": name "Strength" → "Strength Base", weeks 4 → 6',
    );
  });

  it('splits the sentence so the record name can be a link', () => {
    const update = entry({ changes: { name: { before: 'A', after: 'B' } } });
    expect(auditEntryParts(update)).toEqual({
      lead: 'Jane Smith changed the program ',
      record: '"Strength Base"',
      tail: ': name "A" → "B"',
    });
    expect(auditEntryParts(entry({ action: 'create', record: null }))).toEqual({
      lead: 'Jane Smith created',
      record: '',
      tail: '',
    });
  });

  it('never shows a secret, only that it changed', () => {
    const reset = entry({
      action: 'update',
      record: { type: 'user', id: 9, name: 'Ann Lee' },
      changes: { password: { changed: true }, first_name: { before: 'Ann', after: 'Anne' } },
    });
    expect(describeAuditEntry(reset)).toBe(
      'Jane Smith changed the user "Ann Lee": password changed, first name "Ann" → "Anne"',
    );
  });

  it('names empty values and lists arrays in words, never as item counts', () => {
    const change = entry({
      record: { type: 'exercise', id: 2, name: 'Squat' },
      changes: {
        description: { before: null, after: 'Deep' },
        muscle_groups: { before: [], after: ['glutes', 'quads'] },
        ingredients: { before: [{ a: 1 }], after: [{ a: 1 }, { a: 2 }] },
      },
    });
    expect(describeAuditEntry(change)).toBe(
      'Jane Smith changed the exercise "Squat": description none → "Deep", muscle groups none → glutes and quads, ingredients changed',
    );
  });

  it('does not list the fields of a created or trashed record', () => {
    const fields = {
      name: { before: null, after: 'Strength Base' },
      duration_weeks: { before: null, after: 4 },
    };
    expect(describeAuditEntry(entry({ action: 'create', changes: fields }))).toBe(
      'Jane Smith created the program "Strength Base"',
    );
    expect(describeAuditEntry(entry({ action: 'delete', changes: fields }))).toBe(
      'Jane Smith moved the program "Strength Base" to the trash',
    );
  });

  it('says whom a program was assigned to', () => {
    const assign = entry({
      action: 'assign',
      details: { user: { id: 4, first_name: 'Leo', last_name: 'Park', email: 'leo@example.com' } },
    });
    expect(describeAuditEntry(assign)).toBe('Jane Smith assigned the program "Strength Base" to Leo Park');
    expect(describeAuditEntry({ ...assign, action: 'unassign' })).toBe(
      'Jane Smith removed Leo Park from the program "Strength Base"',
    );
    expect(describeAuditEntry({ ...assign, details: { ...assign.details, mode: 'copy' } })).toBe(
      'Jane Smith assigned the program "Strength Base" to Leo Park as a personal copy',
    );
  });

  it('reads sign-ins, failed sign-ins, refusals and the retention purge', () => {
    expect(
      describeAuditEntry(entry({ action: 'sign-in', record: { type: 'user', id: 7, name: 'Jane Smith' } })),
    ).toBe('Jane Smith signed in');
    expect(
      describeAuditEntry(
        entry({ action: 'sign-in-failed', actor: null, record: null, details: { email: 'x@example.com' } }),
      ),
    ).toBe('Someone failed to sign in as x@example.com');
    expect(
      describeAuditEntry(
        entry({
          action: 'refused',
          actor: null,
          record: null,
          details: { status: 401, method: 'GET', route: '/api/users', count: 7 },
        }),
      ),
    ).toBe('Someone was refused (401, GET /api/users, 7 times)');
    expect(
      describeAuditEntry(entry({ action: 'purge', actor: null, details: { reason: 'retention' } })),
    ).toBe('The system deleted the program "Strength Base" forever');
  });

  it('cuts a long record name', () => {
    const long = 'x'.repeat(80);
    expect(describeAuditEntry(entry({ action: 'create', record: { type: 'post', id: 1, name: long } }))).toBe(
      `Jane Smith created the post "${'x'.repeat(57)}..."`,
    );
  });
});

describe('filter labels', () => {
  it('name every action and record type', () => {
    expect(Object.keys(auditActionLabels).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(Object.keys(auditRecordTypeLabels).sort()).toEqual([...AUDIT_RECORD_TYPES].sort());
  });
});
