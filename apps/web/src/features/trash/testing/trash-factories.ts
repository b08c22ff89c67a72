import type { TrashEntry } from '@coachboard/contract';

export const createTrashEntry = (overrides: Partial<TrashEntry> = {}): TrashEntry => ({
  type: 'program',
  id: 7,
  name: 'Strength Base',
  deleted_at: '2026-11-20T10:42:00.000Z',
  deleted_by: { id: 1, name: 'Jane Smith', email: 'jane@example.com' },
  goes_with: '4 weeks, 40 exercises, 12 users',
  parent: null,
  batch_id: '5b0f2b7e-9c1e-4c55-8a43-2f7f0e6f1a11',
  purge_at: '2026-12-20T10:42:00.000Z',
  ...overrides,
});
