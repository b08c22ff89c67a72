import type { AuditEntry, AuditPage } from '@coachboard/contract';

let nextEntryId = 1000;

/** 12 May of this year at 10:42 in the test's own time zone, so it reads 'May 12, <year>, 10:42 AM'. */
export const may12At1042 = () => new Date(new Date().getFullYear(), 4, 12, 10, 42).toISOString();

export const createAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: nextEntryId++,
  at: may12At1042(),
  actor: { id: 7, name: 'Jane Smith', email: 'jane@example.com' },
  action: 'update',
  record: { type: 'program', id: 3, name: 'Strength Base' },
  changes: { name: { before: 'Strength', after: 'Strength Base' } },
  details: null,
  address: null,
  user_agent: null,
  reverts_entry_id: null,
  batch_id: null,
  revertable: false,
  ...overrides,
});

export const auditPage = (items: AuditEntry[], nextCursor: string | null = null): AuditPage => ({
  items,
  next_cursor: nextCursor,
});
