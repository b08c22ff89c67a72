import { createQueryKeys } from '@/lib/query-keys';

export const mealPlanKeys = createQueryKeys('meal-plans', (keys) => ({
  /** A plan's days held to a target source (`user:<id>`, `template:<id>` or none). */
  held: (id: number, source: string) => [...keys.detail(id), 'held', source] as const,
  assignments: (id: number) => [...keys.detail(id), 'assignments'] as const,
  shoppingList: (id: number, params: object) => [...keys.detail(id), 'shopping-list', params] as const,
  recipePicker: (term: string) => [...keys.all, 'recipe-picker', term] as const,
  templates: () => [...keys.all, 'target-templates'] as const,
  userTargets: (userId: number) => [...keys.all, 'user-targets', userId] as const,
}));
