import type { ComponentType } from 'react';
import type { PermissionKey } from '@coachboard/contract';
import { programsListFirstRequest } from '@/features/programs/api/programs-list-request';
import { trainingDayFirstRequest } from '@/features/training-days/api/training-day-request';
import type { QueryParams } from '@/lib/api-client';

/**
 * Every screen under /admin; `inMenu` marks what the side menu lists: the dashboard, the
 * specification's five areas (part 1 section 2), then the trash and the activity log.
 */
export interface AdminRoute {
  path: string;
  name: string;
  inMenu: boolean;
  /**
   * The route (operationId) a member's team role must be allowed to call to use the screen: the menu
   * hides the entry, and the address shows the no-access page. Screens every role may read leave it out.
   */
  requires?: PermissionKey;
  load: () => Promise<{ Component: ComponentType }>;
  /**
   * The GET its screen sends first, for the address the panel opens on (its path's parameters and its query
   * string): sent beside the session check instead of after the screen's modules (`sendEarlyGet`), for the
   * screens whose largest paint is that answer.
   */
  firstRequest?: (address: {
    params: Record<string, string | undefined>;
    search: URLSearchParams;
  }) => { path: string; query?: QueryParams } | null;
}

export const adminRoutes: readonly AdminRoute[] = [
  {
    path: 'dashboard',
    name: 'Dashboard',
    inMenu: true,
    load: () => import('@/features/dashboard/routes/dashboard-route'),
  },
  {
    path: 'attention/empty-training-days',
    name: 'Empty Training Days',
    inMenu: false,
    load: () => import('@/features/dashboard/routes/empty-training-days-route'),
  },
  {
    path: 'programs',
    name: 'Programs',
    inMenu: true,
    load: () => import('@/features/programs/routes/programs-list-route'),
    firstRequest: ({ search }) => programsListFirstRequest(search),
  },
  {
    path: 'programs/:id',
    name: 'Program Details',
    inMenu: false,
    load: () => import('@/features/programs/routes/programs-detail-route'),
  },
  {
    path: 'programs/:programId/weeks/:weekId/days/:dayId',
    name: 'Training Day Detail',
    inMenu: false,
    load: () => import('@/features/training-days/routes/training-day-route'),
    firstRequest: ({ params }) => trainingDayFirstRequest(params),
  },
  {
    path: 'nutrition',
    name: 'Nutrition',
    inMenu: true,
    load: () => import('@/features/recipes/routes/recipes-list-route'),
  },
  {
    path: 'nutrition/:id',
    name: 'Recipe Detail',
    inMenu: false,
    load: () => import('@/features/recipes/routes/recipe-detail-route'),
  },
  {
    path: 'nutrition-templates',
    name: 'Nutrition templates',
    inMenu: true,
    // A client's nutrition is coaching data: coaches and owners only.
    requires: 'nutrition.listTemplates',
    load: () => import('@/features/nutrition/routes/nutrition-templates-route'),
  },
  {
    path: 'meal-plans',
    name: 'Meal plans',
    inMenu: true,
    // Meal plans are coaching data like the targets: coaches and owners only.
    requires: 'mealPlans.list',
    load: () => import('@/features/meal-plans/routes/meal-plans-list-route'),
  },
  {
    path: 'meal-plans/:id',
    name: 'Meal Plan',
    inMenu: false,
    requires: 'mealPlans.get',
    load: () => import('@/features/meal-plans/routes/meal-plan-route'),
  },
  {
    path: 'meal-plans/:id/shopping-list',
    name: 'Shopping List',
    inMenu: false,
    requires: 'mealPlans.shoppingList',
    load: () => import('@/features/meal-plans/routes/shopping-list-route'),
  },
  {
    path: 'exercise-library',
    name: 'Exercise Library',
    inMenu: true,
    load: () => import('@/features/exercises/routes/exercises-list-route'),
  },
  {
    path: 'exercise-library/:id',
    name: 'Exercise Detail',
    inMenu: false,
    load: () => import('@/features/exercises/routes/exercise-detail-route'),
  },
  {
    path: 'users',
    name: 'Users',
    inMenu: true,
    load: () => import('@/features/users/routes/users-list-route'),
  },
  {
    path: 'users/:id',
    name: 'User Detail',
    inMenu: false,
    load: () => import('@/features/users/routes/user-detail-route'),
  },
  {
    path: 'check-ins',
    name: 'Check-ins',
    inMenu: true,
    // A client's check-ins are coaching data: coaches and owners only.
    requires: 'users.listCheckInsToReview',
    load: () => import('@/features/check-ins/routes/check-ins-route'),
  },
  {
    path: 'community',
    name: 'Community',
    inMenu: true,
    load: () => import('@/features/community/routes/posts-list-route'),
  },
  {
    path: 'community/:id',
    name: 'Post Detail',
    inMenu: false,
    load: () => import('@/features/community/routes/post-detail-route'),
  },
  {
    path: 'trash',
    name: 'Trash',
    inMenu: true,
    load: () => import('@/features/trash/routes/trash-route'),
  },
  {
    path: 'activity',
    name: 'Activity',
    inMenu: true,
    load: () => import('@/features/activity/routes/activity-route'),
  },
  {
    path: 'team',
    name: 'Team',
    inMenu: true,
    requires: 'team.listMembers',
    load: () => import('@/features/team/routes/team-route'),
  },
  {
    path: 'account',
    name: 'My account',
    inMenu: false,
    load: () => import('@/features/account/routes/account-route'),
  },
];

export const menuRoutes = adminRoutes.filter((route) => route.inMenu);
