/**
 * The one place where programs query keys are spelled. Keys nest under the program detail so that invalidating a
 * program also marks its weeks, days and available users stale.
 */
export const programKeys = {
  all: ['programs'] as const,
  lists: () => [...programKeys.all, 'list'] as const,
  searches: () => [...programKeys.all, 'search'] as const,
  detail: (programId: number) => [...programKeys.all, 'detail', programId] as const,
  weeks: (programId: number) => [...programKeys.detail(programId), 'weeks'] as const,
  day: (programId: number, weekId: number, dayId: number) =>
    [...programKeys.weeks(programId), weekId, 'days', dayId] as const,
  availableUsers: (programId: number) => [...programKeys.detail(programId), 'available-users'] as const,
};
