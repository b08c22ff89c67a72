import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };
type Stringify = (data: unknown) => string;
type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

class UnsupportedSchema extends Error {}
const unsupported = (what: string): never => {
  throw new UnsupportedSchema(what);
};

/** Zod node types whose encode returns the value unchanged; anything else (transforms, codecs, defaults, dates, ...) stays on zod. */
const identityZodTypes = new Set([
  'object',
  'array',
  'string',
  'number',
  'boolean',
  'null',
  'literal',
  'enum',
  'nullable',
  'optional',
  'record',
  'unknown',
  'any',
  'union',
  'pipe',
]);

const annotations = ['$schema', 'description', 'title', 'examples', 'deprecated', 'readOnly', 'writeOnly'];
const numberChecks = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];
/** Keywords each type may carry; checks that only validate are dropped (no validation on this path). */
const allowedKeywords: Record<string, string[]> = {
  string: ['format', 'pattern', 'minLength', 'maxLength', 'contentEncoding', 'contentMediaType'],
  number: numberChecks,
  integer: numberChecks,
  boolean: [],
  null: [],
  array: ['items', 'minItems', 'maxItems'],
  object: ['properties', 'required', 'additionalProperties', 'propertyNames'],
  any: [],
};
const keywordsOf = Object.fromEntries(
  Object.entries(allowedKeywords).map(([type, keywords]) => [
    type,
    new Set(['type', 'enum', 'const', ...annotations, ...keywords]),
  ]),
);

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullSchema = (schema: unknown) =>
  isSchema(schema) && schema.type === 'null' && Object.keys(schema).every((key) => key === 'type');

const checkKeywords = (schema: JsonSchema, type: string) => {
  for (const keyword of Object.keys(schema)) {
    if (!keywordsOf[type]!.has(keyword)) unsupported(`${type} with ${keyword}`);
  }
};

/**
 * Rewrites zod's JSON Schema into the subset fast-json-stringify serializes exactly like `JSON.stringify` of
 * zod's output: nullable as `nullable: true` (no anyOf, which fast-json-stringify answers with ajv at run
 * time), no `const`/`default` (it would print them instead of the value), and `required` only for the leading
 * run of required keys, because fast-json-stringify writes required keys first and zod keeps the schema order.
 */
const toFastSchema = (schema: unknown): JsonSchema => {
  if (!isSchema(schema)) return unsupported('boolean schema');
  if ('anyOf' in schema) {
    const others = Object.keys(schema).filter((key) => key !== 'anyOf' && !annotations.includes(key));
    const branches = Array.isArray(schema.anyOf) ? (schema.anyOf as unknown[]) : [];
    const nonNull = branches.filter((branch) => !isNullSchema(branch));
    if (others.length > 0 || nonNull.length !== 1 || nonNull.length === branches.length) unsupported('union');
    return { ...toFastSchema(nonNull[0]), nullable: true };
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type as unknown[];
    const nonNull = types.filter((type) => type !== 'null');
    if (nonNull.length !== 1 || types.length !== 2) unsupported(`type ${JSON.stringify(types)}`);
    return { ...toFastSchema({ ...schema, type: nonNull[0] }), nullable: true };
  }
  const type = schema.type === undefined ? 'any' : String(schema.type);
  if (!keywordsOf[type]) unsupported(`type ${type}`);
  checkKeywords(schema, type);
  if (type === 'any') return schema.enum || schema.const !== undefined ? unsupported('untyped enum') : {};
  if (type === 'array') {
    if (!isSchema(schema.items)) unsupported('array without one item schema');
    return { type, items: toFastSchema(schema.items) };
  }
  if (type === 'object') return toFastObject(schema);
  return { type };
};

/** What zod refuses when undefined; `{}` (z.unknown) takes undefined, so it is never required. */
const refusesUndefined = (schema: JsonSchema) => schema.type !== undefined;

const toFastObject = (schema: JsonSchema): JsonSchema => {
  const { properties = {}, required = [], additionalProperties, propertyNames } = schema;
  if (!isSchema(properties) || !Array.isArray(required)) return unsupported('object shape');
  const keys = Object.keys(properties);
  if (keys.length === 0 && isSchema(additionalProperties)) {
    // A record with string keys (the error envelope's field messages).
    const stringKeys = propertyNames === undefined || JSON.stringify(propertyNames) === '{"type":"string"}';
    if (!stringKeys || required.length > 0) unsupported('record keys');
    return { type: 'object', additionalProperties: toFastSchema(additionalProperties) };
  }
  // Strip objects only: output mode writes `false`, input mode nothing; passthrough and catchall stay on zod.
  if (additionalProperties !== false && additionalProperties !== undefined) unsupported('catchall');
  if (propertyNames !== undefined) unsupported('propertyNames');
  const fastProperties: JsonSchema = {};
  const leadingRequired: string[] = [];
  let leading = true;
  for (const key of keys) {
    const property = toFastSchema(properties[key]);
    fastProperties[key] = property;
    leading &&= required.includes(key) && refusesUndefined(property);
    if (leading) leadingRequired.push(key);
  }
  return {
    type: 'object',
    properties: fastProperties,
    ...(leadingRequired.length > 0 ? { required: leadingRequired } : {}),
  };
};

const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, {
    io,
    override: ({ zodSchema }) => {
      const def = zodSchema._zod.def as { type: string; reverseTransform?: unknown };
      if (!identityZodTypes.has(def.type) || def.reverseTransform !== undefined) unsupported(def.type);
    },
  });

/**
 * The fast-json-stringify schema for a zod response schema, or null when it must stay on zod's encode. The
 * input and output sides must agree: a codec, default or transform makes them differ (or throws).
 */
export const toSerializerSchema = (schema: z.ZodType): JsonSchema | null => {
  try {
    const output = toFastSchema(jsonSchemaOf(schema, 'output'));
    const input = toFastSchema(jsonSchemaOf(schema, 'input'));
    return JSON.stringify(output) === JSON.stringify(input) ? output : null;
  } catch {
    return null;
  }
};

/** Per zod schema (the error envelope alone serves hundreds of routes), across app instances. */
const compiled = new WeakMap<z.ZodType, Stringify | null>();
const compiledFor = (schema: z.ZodType): Stringify | null => {
  if (!compiled.has(schema)) {
    const fastSchema = toSerializerSchema(schema);
    let stringify: Stringify | null = null;
    try {
      stringify = fastSchema && (fastJson(fastSchema) as Stringify);
    } catch {
      stringify = null;
    }
    compiled.set(schema, stringify);
  }
  return compiled.get(schema)!;
};

const serializationError = ({ method, url }: RouteSchema, message: string) =>
  new ResponseSerializationError(method, url, {
    cause: new z.ZodError([{ code: 'custom', message, path: [], input: undefined }]),
  });

const excerpt = (text: string, at: number) => JSON.stringify(text.slice(Math.max(0, at - 30), at + 30));
const firstDifference = (expected: string, actual: string) => {
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at += 1;
  return `compiled serializer differs from zod at character ${at}: zod ${excerpt(expected, at)}, compiled ${excerpt(actual, at)}`;
};

export interface ResponseSerializerOptions {
  /** Also run zod's encode and fail when it refuses the data or the two answers differ by a byte. */
  crossCheck: boolean;
}

/**
 * Fastify's serializer compiler: each zod response schema compiled once with fast-json-stringify; schemas it
 * cannot serialize exactly (unions, codecs, defaults, ...) keep fastify-type-provider-zod's encode path.
 */
export const createResponseSerializerCompiler =
  ({ crossCheck }: ResponseSerializerOptions): FastifySerializerCompiler<unknown> =>
  (routeSchema) => {
    const zodSerialize = zodSerializerCompiler(routeSchema as RouteSchema) as Stringify;
    const fast = routeSchema.schema instanceof z.ZodType ? compiledFor(routeSchema.schema) : null;
    if (!fast) return zodSerialize;
    if (!crossCheck) {
      return (data) => {
        try {
          return fast(data);
        } catch (error) {
          throw serializationError(routeSchema as RouteSchema, (error as Error).message);
        }
      };
    }
    return (data) => {
      const expected = zodSerialize(data);
      let actual: string;
      try {
        actual = fast(data);
      } catch (error) {
        throw serializationError(
          routeSchema as RouteSchema,
          `compiled serializer failed: ${(error as Error).message}`,
        );
      }
      if (actual !== expected)
        throw serializationError(routeSchema as RouteSchema, firstDifference(expected, actual));
      return actual;
    };
  };

/**
 * Tests (Vitest sets NODE_ENV=test) and `NODE_ENV=development` cross-check every answer against zod. The
 * production start (`node apps/api/dist/server.js`) sets no NODE_ENV, so the check is opt-in, never opt-out.
 */
const crossCheckEnvironments = new Set(['test', 'development']);
export const responseSerializerCompiler = createResponseSerializerCompiler({
  crossCheck: crossCheckEnvironments.has(process.env.NODE_ENV ?? ''),
});
