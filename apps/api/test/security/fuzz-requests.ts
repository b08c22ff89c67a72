import fc from 'fast-check';
import {
  deepJson,
  DuplicateKeys,
  hostileJsonValue,
  hostileString,
  hostileUrlValue,
  invalidUtf8,
  percentEncode,
  PROTOTYPE_KEYS,
  prototypePollution,
  RawJson,
  toJsonText,
} from './fuzz-values.js';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface FuzzRoute {
  method: string;
  /** OpenAPI form: /api/programs/{id} */
  path: string;
  /** The route's OpenAPI entry (empty when it has none). */
  operation: OpenApiOperation;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was made hostile, for the failure report. */
  mutation: string;
}

const typesOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

const SMALL = 24;

/** A value the schema accepts (as far as a JSON schema can say; refinements in zod may still refuse it). */
export const validValue = (schema: JsonSchema | undefined): fc.Arbitrary<unknown> => {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  const base = validNonNull(schema);
  return schema.nullable || typesOf(schema).includes('null')
    ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) })
    : base;
};

const validNonNull = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map(validValue));
  const type = typesOf(schema).find((candidate) => candidate !== 'null');
  switch (type) {
    case 'string': {
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern));
        } catch {
          // fast-check cannot build every regular expression (lookaheads): any short text then.
        }
      }
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? SMALL, minLength + SMALL));
      return fc.string({ unit: 'grapheme-ascii', minLength, maxLength });
    }
    case 'integer':
    case 'number': {
      const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
      const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
      const min = Math.max(schema.minimum ?? (exclusiveMin !== undefined ? exclusiveMin + 1 : -1000), -1e9);
      const max = Math.min(schema.maximum ?? (exclusiveMax !== undefined ? exclusiveMax - 1 : 1000), 1e9);
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
        : fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0) return fc.constant({});
      return fc.record(Object.fromEntries(keys.map((key) => [key, validValue(properties[key])])), {
        requiredKeys: (schema.required ?? []).filter((key) => key in properties),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/** Values just outside (or exactly on) what the schema allows. */
export const edgeValue = (schema: JsonSchema | undefined): fc.Arbitrary<unknown> => {
  const candidates: unknown[] = [];
  if (schema?.enum) {
    for (const entry of schema.enum) {
      if (typeof entry === 'string') {
        candidates.push(entry.toUpperCase(), ` ${entry} `, `${entry}\u0000`, `${entry}\u200d`);
      }
    }
  }
  const type = schema ? typesOf(schema).find((candidate) => candidate !== 'null') : undefined;
  if (type === 'string') {
    const max = schema?.maxLength ?? 255;
    const min = schema?.minLength ?? 0;
    candidates.push('x'.repeat(max + 1), '😀'.repeat(max), 'é'.repeat(max + 1), ' '.repeat(max + 1));
    if (min > 0) candidates.push('x'.repeat(min - 1), ' '.repeat(min));
  }
  if (type === 'integer' || type === 'number') {
    const min = schema?.minimum ?? 0;
    const max = schema?.maximum ?? 2 ** 31;
    candidates.push(
      min - 1,
      min,
      max,
      max + 1,
      max * 10,
      new RawJson(`${max}0`),
      new RawJson('-0'),
      new RawJson('1e309'),
      min + 0.5,
      String(min),
      '',
    );
  }
  if (type === 'array') {
    const max = schema?.maxItems ?? 100;
    candidates.push(
      Array.from({ length: max + 1 }, () => null),
      [],
    );
  }
  if (type === 'boolean') candidates.push('true', 1, 0, 'yes', null);
  return candidates.length > 0 ? fc.constantFrom(...candidates) : hostileJsonValue;
};

type PathKey = string | number;

/** Plain objects and arrays; raw text and duplicate-key objects are leaves. */
const isContainer = (value: unknown): value is object =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof RawJson) &&
  !(value instanceof DuplicateKeys);

const containersOf = (value: unknown, path: PathKey[] = [], out: PathKey[][] = []) => {
  if (isContainer(value)) {
    out.push(path);
    for (const [key, entry] of Object.entries(value)) {
      containersOf(entry, [...path, Array.isArray(value) ? Number(key) : key], out);
    }
  }
  return out;
};

const leavesOf = (value: unknown, path: PathKey[] = [], out: PathKey[][] = []) => {
  if (path.length > 0) out.push(path);
  if (isContainer(value)) {
    for (const [key, entry] of Object.entries(value)) {
      leavesOf(entry, [...path, Array.isArray(value) ? Number(key) : key], out);
    }
  }
  return out;
};

const at = (value: unknown, path: PathKey[]) =>
  path.reduce<unknown>((current, key) => (current as Record<PathKey, unknown>)[key], value);

/** Sets an own, enumerable property, also for `__proto__` (which plain assignment would not create). */
const setOwn = (target: object, key: PathKey, entry: unknown) => {
  Object.defineProperty(target, key, { value: entry, enumerable: true, writable: true, configurable: true });
};

export interface FieldMutation {
  kind: 'replace' | 'add' | 'duplicate' | 'remove';
  pick: number;
  key: string;
  value: unknown;
}

const mutationArb = (schemaKeys: string[]): fc.Arbitrary<FieldMutation> =>
  fc.record({
    kind: fc.constantFrom<FieldMutation['kind']>(
      'replace',
      'replace',
      'replace',
      'add',
      'duplicate',
      'remove',
    ),
    pick: fc.nat(),
    key: fc.constantFrom(...PROTOTYPE_KEYS, ...schemaKeys, 'unknown_field', '', '\u0000', 'a'.repeat(10_000)),
    value: hostileJsonValue,
  });

/** Applies mutations to a copy of a valid body; returns the hostile body and a short description. */
export const mutateBody = (valid: unknown, mutations: FieldMutation[]): { body: unknown; note: string } => {
  let body: unknown = structuredClone(valid);
  const notes: string[] = [];
  for (const mutation of mutations) {
    const leaves = leavesOf(body);
    const containers = containersOf(body);
    if (mutation.kind === 'replace' && leaves.length > 0) {
      const path = leaves[mutation.pick % leaves.length]!;
      const parent = at(body, path.slice(0, -1)) as object;
      setOwn(parent, path.at(-1)!, mutation.value);
      notes.push(`replace ${path.join('.')}`);
    } else if (mutation.kind === 'remove' && leaves.length > 0) {
      const path = leaves[mutation.pick % leaves.length]!;
      const parent = at(body, path.slice(0, -1));
      if (Array.isArray(parent)) parent.splice(Number(path.at(-1)), 1);
      else delete (parent as Record<PathKey, unknown>)[path.at(-1)!];
      notes.push(`remove ${path.join('.')}`);
    } else if (mutation.kind === 'duplicate' && containers.length > 0) {
      const path = containers[mutation.pick % containers.length]!;
      const target = at(body, path);
      if (Array.isArray(target) || target instanceof DuplicateKeys) continue;
      const entries = Object.entries(target as object);
      const key = entries[mutation.pick % Math.max(entries.length, 1)]?.[0] ?? mutation.key;
      const duplicated = new DuplicateKeys(
        mutation.pick % 2 === 0 ? [...entries, [key, mutation.value]] : [[key, mutation.value], ...entries],
      );
      if (path.length === 0) body = duplicated;
      else setOwn(at(body, path.slice(0, -1)) as object, path.at(-1)!, duplicated);
      notes.push(`duplicate key ${JSON.stringify(key.slice(0, 20))} at ${path.join('.') || 'root'}`);
    } else if (mutation.kind === 'add' && containers.length > 0) {
      const path = containers[mutation.pick % containers.length]!;
      const target = at(body, path);
      if (target instanceof DuplicateKeys) continue;
      if (Array.isArray(target)) target.push(mutation.value);
      else setOwn(target as object, mutation.key, mutation.value);
      notes.push(`add ${JSON.stringify(mutation.key.slice(0, 20))} at ${path.join('.') || 'root'}`);
    }
  }
  return { body, note: notes.join(', ') || 'unchanged' };
};

/** A body that is not the object the route wants: another JSON type, broken syntax, nesting, pollution. */
const wholeBody = fc.oneof(
  fc
    .constantFrom<unknown>(null, [], [{}], 'text', 0, -1, true, '', {}, [null])
    .map((value) => ({ text: toJsonText(value), note: `whole body ${toJsonText(value)}` })),
  deepJson.map((value) => ({ text: value.text, note: 'whole body nested 10,000 deep' })),
  prototypePollution.map((value) => ({ text: value.text, note: `whole body ${value.text}` })),
  hostileString.map((value) => ({ text: toJsonText(value), note: 'whole body a string' })),
  fc
    .constantFrom(
      '{',
      '{"a":}',
      "{'a':1}",
      '{"a":1,}',
      '{"a":1}{"b":2}',
      '{} trailing',
      'NaN',
      '{"a":NaN}',
      '{"a":Infinity}',
      '{"a":undefined}',
      '\ufeff{}',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      '{"a":"\\x41"}',
      '{"a":01}',
      '{"a":.5}',
      '{"a":+1}',
      '{"a":0x10}',
      '/* */{}',
      'null null',
      '"\\',
    )
    .map((text) => ({ text, note: `malformed JSON ${JSON.stringify(text)}` })),
);

const jsonContentTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
      'application/json;;;',
      'application/json, text/html',
    ),
  },
);

const otherContentTypes = fc.constantFrom(
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'application/vnd.api+json',
  'image/png',
  '*/*',
  'application/json\u0000',
  'garbage',
  '',
);

const junkPayloads = fc.constantFrom(
  'a=1&b=2&__proto__[polluted]=1&constructor[prototype][polluted]=1',
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="../../a\u0000.png"\r\n' +
    'Content-Type: image/png\r\n\r\nnot a png\r\n--fuzz--\r\n',
  '--fuzz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"polluted":true}\r\n--fuzz--\r\n',
  '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\ntruncated',
  '--fuzz--',
  '{"name":"json under another type"}',
  '\u0000\u0001\u0002',
  '',
);

/** Inserts invalid UTF-8 bytes into the text, preferably inside a string literal. */
const withInvalidUtf8 = (text: string, bytes: Buffer, position: number) => {
  const quotes = [...text.matchAll(/"/g)].map((match) => match.index);
  const cut = quotes.length > 1 ? quotes[1 + (position % (quotes.length - 1))]! : text.length;
  return Buffer.concat([Buffer.from(text.slice(0, cut)), bytes, Buffer.from(text.slice(cut))]);
};

interface BodyChoice {
  payload?: string | Buffer;
  contentType?: string;
  note: string;
}

const jsonBodyArb = (schema: JsonSchema | undefined): fc.Arbitrary<BodyChoice> => {
  const valid = validValue(schema);
  const schemaKeys = Object.keys(schema?.properties ?? {});
  const fieldEdges = schemaKeys.map((key) =>
    fc.tuple(valid, edgeValue(schema?.properties?.[key])).map(([body, edge]) => {
      const copy = (typeof body === 'object' && body !== null ? { ...body } : {}) as Record<string, unknown>;
      copy[key] = edge;
      return { text: toJsonText(copy), note: `edge ${key}` };
    }),
  );
  // Text that passes validation but is hostile to the database: unicode edge cases, NUL, numbers and dates as
  // text, cut to the field's limit (which may split a surrogate pair) in every string field.
  const textKeys = schemaKeys.filter((key) => typesOf(schema?.properties?.[key] ?? {}).includes('string'));
  const hostileText = () =>
    fc
      .tuple(
        valid,
        fc.array(fc.tuple(fc.constantFrom(...textKeys), hostileString), { minLength: 1, maxLength: 4 }),
      )
      .map(([body, replacements]) => {
        const copy = (typeof body === 'object' && body !== null ? { ...body } : {}) as Record<
          string,
          unknown
        >;
        for (const [key, value] of replacements) {
          copy[key] = value.slice(0, schema?.properties?.[key]?.maxLength ?? value.length);
        }
        return {
          text: toJsonText(copy),
          note: `hostile text in ${replacements.map(([key]) => key).join(', ')}`,
        };
      });
  const text = fc.oneof(
    ...(textKeys.length > 0 ? [{ weight: 5, arbitrary: hostileText() }] : []),
    {
      weight: 10,
      arbitrary: fc
        .tuple(valid, fc.array(mutationArb(schemaKeys), { minLength: 1, maxLength: 3 }))
        .map(([body, mutations]) => {
          const { body: hostile, note } = mutateBody(body, mutations);
          return { text: toJsonText(hostile), note };
        }),
    },
    ...(fieldEdges.length > 0 ? [{ weight: 4, arbitrary: fc.oneof(...fieldEdges) }] : []),
    { weight: 4, arbitrary: wholeBody },
    {
      weight: 1,
      arbitrary: valid.map((body) => ({
        text: toJsonText({ ...(body as object), padding: 'x'.repeat(1_100_000) }),
        note: 'body over 1 MB',
      })),
    },
  );
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc.tuple(text, jsonContentTypes).map(([body, contentType]) => ({
        payload: body.text,
        contentType,
        note: `${body.note} as ${contentType}`,
      })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(text, invalidUtf8, fc.nat()).map(([body, bytes, position]) => ({
        payload: withInvalidUtf8(body.text, bytes, position),
        contentType: 'application/json',
        note: `${body.note} with invalid UTF-8 ${bytes.toString('hex')}`,
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(
            text.map((body) => body.text),
            junkPayloads,
          ),
          otherContentTypes,
        )
        .map(([payload, contentType]) => ({
          payload,
          contentType,
          note: `body as ${JSON.stringify(contentType)}`,
        })),
    },
    { weight: 1, arbitrary: fc.constant<BodyChoice>({ note: 'no body' }) },
  );
};

/** Routes without a JSON body (reads, deletes, assignments, uploads) still get bodies they do not expect. */
const unexpectedBodyArb: fc.Arbitrary<BodyChoice> = fc.oneof(
  { weight: 5, arbitrary: fc.constant<BodyChoice>({ note: 'no body' }) },
  {
    weight: 2,
    arbitrary: fc.tuple(junkPayloads, otherContentTypes).map(([payload, contentType]) => ({
      payload,
      contentType,
      note: `unexpected body as ${JSON.stringify(contentType)}`,
    })),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        wholeBody,
        hostileJsonValue.map((value) => ({ text: toJsonText(value), note: 'value' })),
      )
      .map((body) => ({
        payload: body.text,
        contentType: 'application/json',
        note: `unexpected ${body.note}`,
      })),
  },
  {
    weight: 1,
    arbitrary: invalidUtf8.map((bytes) => ({
      payload: bytes,
      contentType: 'application/json',
      note: `unexpected invalid UTF-8 ${bytes.toString('hex')}`,
    })),
  },
);

/** Ids of rows the fixtures created, so some requests reach the repositories. */
const PLAUSIBLE_IDS = ['1', '2', '3'];

const urlValue = (schema: JsonSchema | undefined, plausible: string[] = []): fc.Arbitrary<string> =>
  fc.oneof(
    ...(plausible.length > 0 ? [{ weight: 5, arbitrary: fc.constantFrom(...plausible) }] : []),
    { weight: 2, arbitrary: validValue(schema).map((value) => percentEncode(String(value))) },
    {
      weight: 2,
      arbitrary: edgeValue(schema).map((value) =>
        percentEncode(value instanceof RawJson ? value.text : String(value)),
      ),
    },
    { weight: 5, arbitrary: hostileUrlValue },
  );

const HOSTILE_QUERY_KEYS = [
  ...PROTOTYPE_KEYS,
  '__proto__[polluted]',
  '__proto__.polluted',
  'constructor[prototype][polluted]',
  'a[b][c][d][e][f][g]',
  '',
  '%00',
  '%ED%A0%80',
  '%',
];

const queryArb = (parameters: OpenApiParameter[]): fc.Arbitrary<{ query: string; note: string }> => {
  const documented = parameters.map((parameter) =>
    fc.option(
      urlValue(parameter.schema).map((value) => `${encodeURIComponent(parameter.name)}=${value}`),
      {
        nil: undefined,
      },
    ),
  );
  const names = parameters.map((parameter) => encodeURIComponent(parameter.name));
  const extraKey = fc.oneof(
    fc.constantFrom(...HOSTILE_QUERY_KEYS),
    ...(names.length > 0 ? [fc.constantFrom(...names, ...names.map((name) => `${name}[]`))] : []),
    hostileString.map(percentEncode),
  );
  const extras = fc.array(
    fc.tuple(extraKey, hostileUrlValue).map(([key, value]) => `${key}=${value}`),
    { maxLength: 3 },
  );
  return fc.tuple(fc.tuple(...documented), extras).map(([known, extra]) => {
    const pairs = [...known.filter((pair): pair is string => pair !== undefined), ...extra];
    return { query: pairs.join('&'), note: extra.length > 0 ? `${extra.length} extra query keys` : '' };
  });
};

/** Requests for one route, hostile in its path params, query and body (the caller adds the auth header). */
export const requestArb = (route: FuzzRoute): fc.Arbitrary<FuzzRequest> => {
  const parameters = route.operation.parameters ?? [];
  // Path params from the path itself, so a route without an OpenAPI entry still gets a concrete URL.
  const pathParams = [...route.path.matchAll(/\{([^}]+)\}/g)].map(
    ([, name]) =>
      parameters.find((parameter) => parameter.in === 'path' && parameter.name === name) ?? {
        in: 'path' as const,
        name: name!,
      },
  );
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const jsonBody = route.operation.requestBody?.content?.['application/json'];
  const params = fc.tuple(...pathParams.map((parameter) => urlValue(parameter.schema, PLAUSIBLE_IDS)));
  const body = jsonBody ? jsonBodyArb(jsonBody.schema) : unexpectedBodyArb;
  return fc.tuple(params, queryArb(queryParams), body).map(([values, query, choice]) => {
    let path = route.path;
    pathParams.forEach((parameter, index) => {
      path = path.replace(`{${parameter.name}}`, values[index]!);
    });
    const url = query.query ? `${path}?${query.query}` : path;
    const notes = [
      pathParams.length > 0 ? `params ${values.map((value) => value.slice(0, 30)).join(', ')}` : '',
      query.note,
      choice.note,
    ];
    const request: FuzzRequest = {
      method: route.method,
      url,
      headers: choice.contentType !== undefined ? { 'content-type': choice.contentType } : {},
      ...(choice.payload !== undefined ? { payload: choice.payload } : {}),
      mutation: notes.filter(Boolean).join('; '),
    };
    return request;
  });
};
