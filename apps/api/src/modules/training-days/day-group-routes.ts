import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  createDayGroupSchema,
  dayGroupMessages,
  successEnvelope,
  trainingDayEditorSchema,
} from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { params, type AuditDeclaration } from '../../lib/records/index.js';
import { dayExercisesOfDay } from './day-exercises-repository.js';
import { groupsOfDay, withGroups } from './day-groups-repository.js';
import { ACTIVITY_LOG_TAGS, dayGroupParams, dayParams } from './route-schemas.js';
import { programOfDay } from './training-day-record.js';
import { createDayGroup, deleteDayGroup } from './use-cases/day-groups.js';

const dayIdOf = (request: FastifyRequest) => Number((request.params as { dayId: unknown }).dayId);

/** What grouping changes on the day, before and after: the exercises in order and each group with its own. */
const orderAndGroups = async (db: Queryable, request: FastifyRequest) => {
  const dayId = dayIdOf(request);
  const logs = withGroups(await dayExercisesOfDay(db, dayId), await groupsOfDay(db, dayId));
  const groups = new Map<
    string,
    { label: string; kind: string; rounds: number | null; exercises: string[] }
  >();
  for (const log of logs) {
    if (!log.group) continue;
    const group = groups.get(log.group.label) ?? {
      label: log.group.label,
      kind: log.group.kind,
      rounds: log.group.rounds,
      exercises: [],
    };
    group.exercises.push(log.exercise.name);
    groups.set(log.group.label, group);
  }
  return { exercises: logs.map((log) => log.exercise.name), groups: [...groups.values()] };
};

const groupDetails = async (db: Queryable, request: FastifyRequest) => ({
  program: await programOfDay(db, dayIdOf(request)),
});

/** Grouping and ungrouping update the day: its entry holds the order and the groups before and after. */
const groupingChange: AuditDeclaration = {
  action: 'update',
  record: 'training-day',
  target: params('dayId'),
  watch: orderAndGroups,
  details: groupDetails,
};

/** Supersets and circuits on a training day. */
export const dayGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/training-days/:dayId/groups',
    {
      config: { audit: groupingChange },
      schema: {
        tags: ACTIVITY_LOG_TAGS,
        operationId: 'trainingDays.createGroup',
        summary:
          'Make a superset or circuit of 2 or more exercises (activity logs) of the day: they become consecutive at the place of the first of them, the day is numbered 1..n; rounds only for a circuit (1..20). Answers the day detail. 404 for a missing day or assignment, 422 for an assignment of another day, 409 when one is already in a group.',
        params: dayParams,
        body: createDayGroupSchema,
        response: {
          201: successEnvelope(trainingDayEditorSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const data = await createDayGroup(request.db, request.params.dayId, request.body);
      reply.code(201);
      return {
        success: true as const,
        message:
          request.body.kind === 'circuit' ? dayGroupMessages.circuitMade : dayGroupMessages.supersetMade,
        data,
      };
    },
  );

  app.delete(
    '/training-days/:dayId/groups/:groupId',
    {
      config: { audit: groupingChange },
      schema: {
        tags: ACTIVITY_LOG_TAGS,
        operationId: 'trainingDays.deleteGroup',
        summary:
          'Ungroup a superset or circuit of the day: its exercises stay where they are. Answers the day detail.',
        params: dayGroupParams,
        response: { 200: successEnvelope(trainingDayEditorSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      message: dayGroupMessages.ungrouped,
      data: await deleteDayGroup(request.db, request.params.dayId, request.params.groupId),
    }),
  );
};
