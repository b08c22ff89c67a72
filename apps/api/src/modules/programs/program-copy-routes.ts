import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  duplicateProgramSchema,
  programCopyMessages,
  programDetailSchema,
  programMessages,
  successEnvelope,
} from '@coachboard/contract';
import { answer } from '../../lib/records/index.js';
import { foundOr } from '../../lib/errors.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { getProgramDetail } from './programs-repository.js';
import { PROGRAM_TAGS } from './route-schemas.js';
import { duplicateProgram } from './use-cases/duplicate-program.js';

export const programCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/training-programs/:id/duplicate',
    {
      config: {
        audit: {
          action: 'create',
          record: 'program',
          target: answer((data: { id: number }) => data.id),
          details: async (_db, request) => ({
            duplicated_from: { id: (request.params as { id: number }).id, name: sourceNames.get(request) },
          }),
        },
      },
      schema: {
        tags: PROGRAM_TAGS,
        operationId: 'programs.duplicate',
        summary:
          "Duplicate a program: its fields, weeks, days, day exercises with their sets and listed exercises, and its image as a file of its own; no user assignments. name defaults to '{name} (copy)'. 404 for a program not found or in the trash.",
        params: idParams,
        body: duplicateProgramSchema,
        response: { 201: successEnvelope(programDetailSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { id, sourceName } = await duplicateProgram(
        requestTransaction(request),
        { db: app.db, storage: app.storage },
        request.params.id,
        { name: request.body.name, createdBy: request.user?.id ?? null },
      );
      sourceNames.set(request, sourceName);
      const program = foundOr(await getProgramDetail(request.db, id), programMessages.notFound);
      reply.code(201);
      return { success: true as const, message: programCopyMessages.programDuplicated, data: program };
    },
  );
};

/** The source program's name per request, for the entry's details. */
const sourceNames = new WeakMap<object, string>();
