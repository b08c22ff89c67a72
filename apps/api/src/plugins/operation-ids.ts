import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * `<module>.<verb>`: the module folder in camelCase (`trainingDays`), a dot, a lowerCamelCase verb
 * (`listWeeks`). Tools that generate clients from the OpenAPI document name their methods after it.
 */
export const OPERATION_ID_PATTERN = /^([a-z][A-Za-z0-9]*)\.([a-z][A-Za-z0-9]*)$/;

/**
 * Registers an API module under /api in a scope that carries its name, so the route table can check that
 * every operationId the module declares starts with it.
 */
export const registerApiModule = async (app: FastifyInstance, name: string, module: FastifyPluginAsync) => {
  await app.register(
    async (scope) => {
      scope.decorate('apiModule', name);
      await scope.register(module);
    },
    { prefix: '/api' },
  );
};

/**
 * Operations that kept their operationId when their routes moved to another module, by the module serving them
 * now: clients generated from the OpenAPI document keep their method names, and the permission table its keys.
 * Only these; a new route of the module is named after it.
 */
export const keptOperationIds: Readonly<Record<string, string>> = {
  'programs.assignUser': 'assignments',
  'programs.unassignUser': 'assignments',
  'programs.listAvailableUsers': 'assignments',
  'programs.listAssignedUsers': 'assignments',
  'programs.listCopies': 'assignments',
  'programs.syncCopies': 'assignments',
  'users.getSchedule': 'assignments',
  'users.undoAssignmentBatch': 'assignments',
};

/** What keeps a route's operationId from naming it in the OpenAPI document, if anything. */
const operationIdProblem = (
  operationId: unknown,
  moduleName: string | undefined,
  taken: Map<string, string>,
): string | undefined => {
  const expected = `'${moduleName ?? '<module>'}.<verb>'`;
  if (typeof operationId !== 'string') return `schema.operationId is missing (${expected})`;
  const match = OPERATION_ID_PATTERN.exec(operationId);
  if (!match) return `operationId '${operationId}' is not of the form ${expected}`;
  if (moduleName !== undefined && match[1] !== moduleName && keptOperationIds[operationId] !== moduleName) {
    return `operationId '${operationId}' must start with the module registering it, ${expected}`;
  }
  const owner = taken.get(operationId);
  if (owner) return `operationId '${operationId}' is already used by ${owner}`;
  return undefined;
};

/**
 * Throws when an /api route cannot be named in the OpenAPI document: no operationId, one that is not
 * `<module>.<verb>`, one whose module is not the module registering the route, one already taken, or one
 * route for several methods (each method is an operation of its own). `taken` maps the ids seen so far to
 * their route. HEAD routes are left out: Fastify adds one per GET route with the same schema, and the
 * document does not list them.
 */
export const checkOperationId = (
  route: { methods: string[]; url: string; operationId: unknown; moduleName: string | undefined },
  taken: Map<string, string>,
) => {
  const methods = route.methods.filter((method) => method !== 'HEAD');
  if (methods.length === 0) return;
  const key = `${methods.join(',')} ${route.url}`;
  const problem =
    methods.length > 1
      ? 'declare one route per method, each with its own operationId'
      : operationIdProblem(route.operationId, route.moduleName, taken);
  if (problem) throw new Error(`${key}: ${problem}`);
  taken.set(String(route.operationId), key);
};
