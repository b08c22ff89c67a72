import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createProgramSchema,
  paginated,
  programApiMessages,
  programDetailSchema,
  programMessages,
  programListQuerySchema,
  programSearchQuerySchema,
  programSummarySchema,
  PROGRAM_SEARCH_PAGE_SIZE,
  PROGRAMS_PAGE_SIZE,
  successEnvelope,
  updateProgramSchema,
} from '@coachboard/contract';
import { createProgram, getProgramDetail, listPrograms } from './programs-repository.js';
import { updateProgram } from './use-cases/update-program.js';
import { answer, lockedRow, params } from '../../lib/records/index.js';
import { programRecord } from './program-record.js';
import { foundOr, notFound } from '../../lib/errors.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { moveToTrash } from '../../lib/trash.js';
import { toPaginator } from '../../lib/paginator.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { PROGRAM_TAGS } from './route-schemas.js';

export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/training-programs',
    {
      schema: {
        tags: PROGRAM_TAGS,
        operationId: 'programs.list',
        summary:
          'Programs, newest first, 30 a page; optional name search and type/difficulty filters. Personal copies ' +
          'are left out unless kind=personal_copies, which lists only them.',
        querystring: programListQuerySchema,
        response: { 200: successEnvelope(paginated(programSummarySchema)), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { page, search, program_type, difficulty_level, kind } = request.query;
      const filters = { search, programType: program_type, difficultyLevel: difficulty_level, kind };
      const { items, total } = await listPrograms(request.db, filters, page, PROGRAMS_PAGE_SIZE);
      return {
        success: true as const,
        data: toPaginator(items, total, page, PROGRAMS_PAGE_SIZE, request.url),
      };
    },
  );

  app.get(
    '/training-programs/admin-search',
    {
      schema: {
        tags: PROGRAM_TAGS,
        operationId: 'programs.search',
        summary:
          'Programs whose name contains searchTerm (case-insensitive), 30 a page; empty term lists all',
        querystring: programSearchQuerySchema,
        response: { 200: successEnvelope(paginated(programSummarySchema)), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { page, searchTerm } = request.query;
      const { items, total } = await listPrograms(
        request.db,
        { search: searchTerm },
        page,
        PROGRAM_SEARCH_PAGE_SIZE,
      );
      return {
        success: true as const,
        data: toPaginator(items, total, page, PROGRAM_SEARCH_PAGE_SIZE, request.url),
      };
    },
  );

  app.post(
    '/training-programs/create-admin-program',
    {
      config: {
        audit: { action: 'create', record: 'program', target: answer((data: { id: number }) => data.id) },
      },
      schema: {
        tags: PROGRAM_TAGS,
        operationId: 'programs.create',
        summary: 'Create a program (is_admin true) with its weeks and days',
        body: createProgramSchema,
        response: { 201: successEnvelope(programDetailSchema), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const id = await createProgram(request.db, request.body, {
        isAdmin: true,
        createdBy: request.user?.id ?? null,
      });
      const program = foundOr(await getProgramDetail(request.db, id), programMessages.notFound);
      reply.code(201);
      return { success: true as const, message: programApiMessages.created, data: program };
    },
  );

  app.get(
    '/training-programs/:id',
    {
      schema: {
        tags: PROGRAM_TAGS,
        operationId: 'programs.get',
        summary: 'A program with its assigned (active) users and its exercises',
        params: idParams,
        response: { 200: successEnvelope(programDetailSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: foundOr(await getProgramDetail(request.db, request.params.id), programMessages.notFound),
    }),
  );

  app.put(
    '/training-programs/:id',
    {
      config: { audit: { action: 'update', record: 'program', target: params('id') } },
      schema: {
        tags: PROGRAM_TAGS,
        operationId: 'programs.update',
        summary:
          'Update a program; duration and training-day changes reshape its weeks (409 if work would be lost); with expected_updated_at (the updated_at the editor loaded), 409 when the program changed since',
        params: idParams,
        body: updateProgramSchema,
        response: {
          200: successEnvelope(programDetailSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const locked = lockedRow(request, programRecord);
      await updateProgram(request.db, request.params.id, request.body, locked);
      const program = foundOr(
        await getProgramDetail(request.db, request.params.id),
        programMessages.notFound,
      );
      return { success: true as const, message: programApiMessages.updated, data: program };
    },
  );

  app.delete(
    '/training-programs/:id',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: PROGRAM_TAGS,
        operationId: 'programs.delete',
        summary:
          'Move a program to the trash with its weeks, days, assignments and image (restored with them from the trash)',
        params: idParams,
        response: {
          200: successEnvelope(z.object({ id: z.number().int() })),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const context = { recordTypes: app.recordTypes, audit: request.audit };
      const { moved } = await moveToTrash(requestTransaction(request), context, 'program', [
        request.params.id,
      ]);
      if (moved.length === 0) throw notFound(programMessages.notFound);
      return { success: true as const, message: programApiMessages.deleted, data: { id: request.params.id } };
    },
  );
};
