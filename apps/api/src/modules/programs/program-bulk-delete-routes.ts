import { programListQuerySchema } from '@coachboard/contract';
import { bulkDeleteRoute } from '../../lib/bulk-delete.js';
import { matchingProgramIds } from './programs-repository.js';
import { PROGRAM_TAGS } from './route-schemas.js';

/** `POST /training-programs/bulk-delete`: the programs list's selection (or all matching) to the trash at once. */
export const programBulkDeleteRoutes = bulkDeleteRoute({
  path: '/training-programs/bulk-delete',
  operationId: 'programs.bulkDelete',
  type: 'program',
  tags: PROGRAM_TAGS,
  summary: 'Move many programs to the trash at once (with their weeks, days, assignments and images)',
  query: programListQuerySchema.omit({ page: true }),
  resolveAll: (db, query, limit) =>
    matchingProgramIds(
      db,
      {
        search: query.search,
        programType: query.program_type,
        difficultyLevel: query.difficulty_level,
        kind: query.kind,
      },
      limit,
    ),
});
