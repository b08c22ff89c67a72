import fc from 'fast-check';
import Fastify from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  paginated,
  programDetailSchema,
  programSummarySchema,
  successEnvelope,
  trainingDayDetailSchema,
} from '@coachboard/contract';
import {
  createResponseSerializerCompiler,
  toSerializerSchema,
} from '../../src/plugins/response-serializer.js';

const routeOf = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const compiledOnly = createResponseSerializerCompiler({ crossCheck: false });
const crossChecked = createResponseSerializerCompiler({ crossCheck: true });

/** The answer as fastify-type-provider-zod wrote it: zod's encode, then JSON.stringify. */
const zodAnswer = (schema: z.ZodType, data: unknown) => serializerCompiler(routeOf(schema))(data);
/** The compiled serializer alone (no cross-check), after checking the schema did not fall back to zod. */
const compiledAnswer = (schema: z.ZodType, data: unknown) => {
  expect(toSerializerSchema(schema)).not.toBeNull();
  return compiledOnly(routeOf(schema))(data);
};
const expectSameAnswer = (schema: z.ZodType, data: unknown) =>
  expect(compiledAnswer(schema, data)).toBe(zodAnswer(schema, data));

const program = (id: number) => ({
  id,
  name: `Program "${id}" \\ fünf`,
  program_type: 'cardio',
  difficulty_level: 'beginner',
  duration_weeks: 4,
  training_days_per_week: id % 2 === 0 ? null : 3,
  workout_duration: '15 - 30 mins',
  description: id % 3 === 0 ? null : 'Line one\nline two\ttabbed',
  image: null,
  training_program_image:
    id % 2 === 0 ? { id: 7, full_path: 'programs/7.webp', mime_type: 'image/webp' } : null,
  is_admin: true,
  created_at: '2025-01-02T03:04:05.678Z',
  updated_at: '2025-01-02T03:04:05.678Z',
  image_file_id: 7,
});

const programsPage = successEnvelope(paginated(programSummarySchema));
const detailAnswer = successEnvelope(programDetailSchema);

describe('compiled response serializer', () => {
  it('writes a program detail as zod does, unknown keys stripped at every level', () => {
    const detail = {
      ...program(2),
      users: [
        {
          id: 3,
          email: 'a@example.com',
          first_name: null,
          last_name: 'Ünal',
          deleted_at: null,
          is_active: true,
          password_hash: 'x',
        },
      ],
      exercises: [{ id: 9, name: 'Squat', sets_data: {} }],
    };
    const answer = compiledAnswer(detailAnswer, { success: true, data: detail, extra: 1 });
    expect(answer).toBe(zodAnswer(detailAnswer, { success: true, data: detail }));
    expect(answer).not.toContain('password_hash');
    expect(answer).not.toContain('image_file_id');
    expect(answer).not.toContain('mime_type');
  });

  it('keeps the schema key order when an optional key comes before a required one', () => {
    // fast-json-stringify writes required keys first; the envelope's optional message sits before data.
    const answer = compiledAnswer(detailAnswer, {
      success: true,
      message: 'Program created.',
      data: { ...program(1), users: [], exercises: [] },
    });
    expect(answer.startsWith('{"success":true,"message":"Program created.","data":{')).toBe(true);
    expectSameAnswer(detailAnswer, {
      success: true,
      message: 'Saved',
      data: { ...program(1), users: [], exercises: [] },
    });
  });

  it('writes a paginated programs page, and an empty one, as zod does', () => {
    const page = {
      data: [program(1), program(2), program(3)],
      current_page: 1,
      per_page: 30,
      total: 3,
      last_page: 1,
      from: 1,
      to: 3,
      next_page_url: null,
      prev_page_url: '/api/training-programs?page=1',
    };
    expectSameAnswer(programsPage, { success: true, data: page });
    expectSameAnswer(programsPage, { success: true, data: { ...page, data: [], from: null, to: null } });
  });

  it('writes the error envelope with and without field errors', () => {
    expectSameAnswer(errorEnvelopeSchema, { success: false, message: 'Not found' });
    expectSameAnswer(errorEnvelopeSchema, { success: false, message: 'Invalid', errors: undefined });
    expectSameAnswer(errorEnvelopeSchema, {
      success: false,
      message: 'The name field is required.',
      errors: {
        name: ['The name field is required.'],
        'weeks.0.days': ['a', 'b "quoted"'],
        10: [],
        2: ['x'],
      },
      stack: 'at secret.ts:1',
    });
  });

  it('writes nullable nested objects, optional keys and untyped values as zod does', () => {
    const schema = z.object({
      note: z.string().optional(),
      owner: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
      score: z.number(),
      tags: z.array(z.string()).nullish(),
      logs: z.array(z.unknown()),
    });
    const owner = { id: 1, name: null, token: 'secret' };
    const logs = [{ a: 1, nested: { b: [null, 'x'] } }, 'text', 3.5, null];
    expectSameAnswer(schema, { owner: null, score: 1.25, logs: [] });
    expectSameAnswer(schema, { note: undefined, owner, score: -0, tags: null, logs });
    expectSameAnswer(schema, { note: 'n', owner, score: 1e21, tags: ['a'], logs, other: true });
    expect(compiledAnswer(schema, { note: 'n', owner, score: 2, logs: [] })).toBe(
      '{"note":"n","owner":{"id":1,"name":null},"score":2,"logs":[]}',
    );
    // z.unknown() takes an undefined value (not a missing key), although JSON Schema lists it as required.
    expectSameAnswer(z.object({ anything: z.unknown(), id: z.number() }), { anything: undefined, id: 1 });
    expectSameAnswer(trainingDayDetailSchema, {
      id: 1,
      day_of_the_week: 2,
      is_rest_day: false,
      training_week: { id: 3, sequence_number: 1, training_program_id: 4, secret: 1 },
      user_exercise_activity_logs: logs,
    });
  });

  it('writes any string and number exactly as JSON.stringify does (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.string({ unit: 'grapheme', minLength: 40, maxLength: 6000 }),
        fc.option(fc.string({ unit: 'binary' })),
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (name, description, image, weeks, score) => {
          const item = { ...program(1), name, description, image, duration_weeks: weeks };
          const data = {
            success: true,
            data: { ...program(2), name: description, users: [], exercises: [] },
          };
          expectSameAnswer(successEnvelope(z.array(programSummarySchema)), { success: true, data: [item] });
          expectSameAnswer(detailAnswer, data);
          expectSameAnswer(z.object({ score: z.number() }), { score });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('leaves on zod the schemas it cannot write exactly', () => {
    const fallbacks = [
      z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
      z.object({
        when: z.codec(z.iso.datetime(), z.date(), {
          decode: (s) => new Date(s),
          encode: (d) => d.toISOString(),
        }),
      }),
      z.object({ flag: z.boolean().default(false) }),
      z.looseObject({ a: z.string() }),
      z.object({ id: z.string().transform(Number) }),
    ];
    for (const schema of fallbacks) expect(toSerializerSchema(schema)).toBeNull();
    const when = new Date('2025-01-02T03:04:05.678Z');
    const codec = fallbacks[1]!;
    expect(compiledOnly(routeOf(codec))({ when })).toBe('{"when":"2025-01-02T03:04:05.678Z"}');
    expect(compiledOnly(routeOf(fallbacks[0]!))({ b: 2, c: 3 })).toBe('{"b":2}');
  });
});

describe('cross-check against zod', () => {
  const intSchema = successEnvelope(z.object({ id: z.number().int() }));

  it('refuses data zod refuses, which the compiled serializer alone would write', () => {
    expect(compiledOnly(routeOf(intSchema))({ success: true, data: { id: 1.5 } })).toBe(
      '{"success":true,"data":{"id":1}}',
    );
    expect(() => crossChecked(routeOf(intSchema))({ success: true, data: { id: 1.5 } })).toThrow(
      ResponseSerializationError,
    );
    // A literal is written as the value the handler gave, not as the schema's constant.
    expect(compiledOnly(routeOf(intSchema))({ success: false, data: { id: 2 } })).toBe(
      '{"success":false,"data":{"id":2}}',
    );
    expect(crossChecked(routeOf(intSchema))({ success: true, data: { id: 2 } })).toBe(
      '{"success":true,"data":{"id":2}}',
    );
  });

  it('refuses an answer where the two serializers differ', () => {
    // fast-json-stringify honours toJSON on an object; zod strips it as an unknown key.
    const schema = z.object({ name: z.string() });
    const data = { name: 'zod', toJSON: () => ({ name: 'compiled' }) };
    expect(compiledOnly(routeOf(schema))(data)).toBe('{"name":"compiled"}');
    const error = (() => {
      try {
        crossChecked(routeOf(schema))(data);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ResponseSerializationError);
    expect((error as ResponseSerializationError).cause.issues[0]?.message).toMatch(
      /differs from zod at character 9: zod "{\\"name\\":\\"zod\\"}", compiled "{\\"name\\":\\"compiled\\"}"/,
    );
  });

  it('answers 500 through Fastify when the check fails', async () => {
    const app = Fastify();
    app.setSerializerCompiler(crossChecked);
    app.get('/bad', { schema: { response: { 200: intSchema } } }, async () => ({
      success: true,
      data: { id: 0.5 },
    }));
    app.get('/good', { schema: { response: { 200: intSchema } } }, async () => ({
      success: true,
      data: { id: 5 },
    }));
    expect((await app.inject('/bad')).statusCode).toBe(500);
    expect((await app.inject('/good')).body).toBe('{"success":true,"data":{"id":5}}');
    await app.close();
  });

  describe('chosen by NODE_ENV', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });
    const loadWith = async (nodeEnv: string | undefined) => {
      vi.stubEnv('NODE_ENV', nodeEnv);
      vi.resetModules();
      const { responseSerializerCompiler } = await import('../../src/plugins/response-serializer.js');
      return responseSerializerCompiler(routeOf(intSchema));
    };
    const invalid = { success: true, data: { id: 1.5 } };

    it('checks under test and development', async () => {
      expect(process.env.NODE_ENV).toBe('test');
      expect((await loadWith('test')).bind(null, invalid)).toThrow(ResponseSerializationError);
      expect((await loadWith('development')).bind(null, invalid)).toThrow(ResponseSerializationError);
    });

    it('does not check in production or when NODE_ENV is unset (the production start sets none)', async () => {
      expect((await loadWith('production'))(invalid)).toBe('{"success":true,"data":{"id":1}}');
      expect((await loadWith(undefined))(invalid)).toBe('{"success":true,"data":{"id":1}}');
    });
  });
});
