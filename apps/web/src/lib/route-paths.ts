import { generatePath } from 'react-router';

/**
 * Every panel address in one place (spec part 1 and part 2 section 2). The router declares `adminRoutePatterns`
 * (relative to /admin); links and redirects call `routePaths`, which fills the same patterns.
 */
export const ADMIN_BASE_PATH = '/admin';

export const adminRoutePatterns = {
  dashboard: 'dashboard',
  emptyTrainingDays: 'attention/empty-training-days',
  programs: 'programs',
  programDetail: 'programs/:id',
  trainingDay: 'programs/:programId/weeks/:weekId/days/:dayId',
  exercises: 'exercise-library',
  exerciseDetail: 'exercise-library/:id',
  recipes: 'nutrition',
  recipeDetail: 'nutrition/:id',
  nutritionTemplates: 'nutrition-templates',
  mealPlans: 'meal-plans',
  mealPlanDetail: 'meal-plans/:id',
  mealPlanShoppingList: 'meal-plans/:id/shopping-list',
  users: 'users',
  userDetail: 'users/:id',
  checkIns: 'check-ins',
  community: 'community',
  postDetail: 'community/:id',
  trash: 'trash',
  activity: 'activity',
} as const;

export type AdminRouteName = keyof typeof adminRoutePatterns;

/** The absolute pattern of an admin route, e.g. '/admin/programs/:id' (router tests declare these). */
export const adminPattern = <Name extends AdminRouteName>(name: Name) =>
  `${ADMIN_BASE_PATH}/${adminRoutePatterns[name]}` as const;

type DetailRouteName =
  | 'programDetail'
  | 'exerciseDetail'
  | 'recipeDetail'
  | 'mealPlanDetail'
  | 'mealPlanShoppingList'
  | 'userDetail'
  | 'postDetail';
const withId = (name: DetailRouteName) => (id: number) =>
  generatePath(adminPattern(name), { id: String(id) });

export const routePaths = {
  signIn: '/auth/sign-in',
  forgotPassword: '/auth/sign-in?view=forgot-password',
  resetPassword: '/auth/reset-password',
  dashboard: adminPattern('dashboard'),
  emptyTrainingDays: adminPattern('emptyTrainingDays'),
  programs: adminPattern('programs'),
  program: withId('programDetail'),
  trainingDay: (programId: number, weekId: number, dayId: number) =>
    generatePath(adminPattern('trainingDay'), {
      programId: String(programId),
      weekId: String(weekId),
      dayId: String(dayId),
    }),
  exercises: adminPattern('exercises'),
  exercise: withId('exerciseDetail'),
  recipes: adminPattern('recipes'),
  recipe: withId('recipeDetail'),
  nutritionTemplates: adminPattern('nutritionTemplates'),
  mealPlans: adminPattern('mealPlans'),
  mealPlan: withId('mealPlanDetail'),
  mealPlanShoppingList: withId('mealPlanShoppingList'),
  users: adminPattern('users'),
  user: withId('userDetail'),
  /** The coach's check-ins: the queue to review, or `?status=overdue`. */
  checkIns: adminPattern('checkIns'),
  community: adminPattern('community'),
  post: withId('postDetail'),
  trash: adminPattern('trash'),
  activity: adminPattern('activity'),
  /** The Team page (owners only): the panel accounts the users area leaves out. */
  team: `${ADMIN_BASE_PATH}/team`,
} as const;

/** Where the panel lands after sign-in and from '/' or '/admin'. */
export const DEFAULT_LANDING_PATH = routePaths.programs;

/** A record id from an address's parameter (`:id`); null for anything but a positive whole number. */
export const routeId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};
