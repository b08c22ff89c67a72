import fc from 'fast-check';

/**
 * Hostile values for route fuzzing. JSON values may hold `RawJson` (text written verbatim: 1e309, -0,
 * 2^63 exactly, 10,000 levels of nesting) and `DuplicateKeys` (an object whose text repeats a key), which
 * `toJsonText` writes out; JSON.stringify cannot express either.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

export class DuplicateKeys {
  constructor(readonly entries: [string, unknown][]) {}
}

export const toJsonText = (value: unknown): string => {
  if (value instanceof RawJson) return value.text;
  if (value instanceof DuplicateKeys) {
    return `{${value.entries.map(([key, entry]) => `${JSON.stringify(key)}:${toJsonText(entry)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, entry]) => `${JSON.stringify(key)}:${toJsonText(entry)}`)
      .join(',')}}`;
  }
  if (value === undefined) return 'null';
  return JSON.stringify(value);
};

export const HUGE_STRING_LENGTH = 100_001;

/** Text of 100 KB and more, in one-byte, two-byte, astral and mixed characters. */
export const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '😀', 'ا', '\u200d', 'x\u0000'), fc.integer({ min: 0, max: 60_000 }))
  .map(([unit, extra]) => unit.repeat(Math.ceil((HUGE_STRING_LENGTH + extra) / unit.length)));

/** Lone surrogates, direction marks, joiners, emoji, BOM, line separators, combining marks, NUL. */
export const unicodeEdgeCases = [
  '\ud800',
  '\udfff',
  'a\udc00b',
  '\ud83d',
  '\u202e\u0645\u0631\u062d\u0628\u0627\u202c',
  '\u200f\u200e',
  '\u200d',
  '👨\u200d👩\u200d👧\u200d👦',
  '🏳️\u200d🌈',
  '\ufeff',
  '\u2028\u2029',
  'e\u0301\u0301\u0301\u0301\u0301',
  '\uffff\ufffe',
  '\u0000',
  'ab\u0000cd',
  '\u0000\u0000\u0000',
  '\u001b[31m',
  '\r\n\t',
  '\u00a0',
  '𝕳𝖊𝖑𝖑𝖔',
  'Ǆ ǅ ǆ ß ﬁ İ',
  '١٢٣',
  '',
  ' ',
];

/** Strings that look like numbers, dates or code to a careless parser. */
export const trickyStrings = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '-0',
  '0x1F',
  '0b101',
  '1_000',
  ' 12 ',
  '+1',
  '1.5',
  '1e3',
  '007',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '123456789012345678901234567890',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '2024-02-30',
  '0000-00-00',
  '-001000-01-01',
  '275760-09-14',
  '99999-12-31',
  '2024-13-45T25:61:61Z',
  '1970-01-01T00:00:00+25:00',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '$1',
  '%s%s%n',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\\',
  '"',
  '__proto__',
  'constructor',
  'prototype',
];

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** Random text over every UTF-16 code unit (lone surrogates and NUL included) and over full code points. */
export const randomText = fc.oneof(
  { weight: 1, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...unicodeEdgeCases) },
  { weight: 4, arbitrary: fc.constantFrom(...trickyStrings) },
  { weight: 3, arbitrary: randomText },
  { weight: 1, arbitrary: hugeString },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...trickyStrings, 'Valid name'), fc.constantFrom(...unicodeEdgeCases))
      .map(([text, edge]) => `${text}${edge}`),
  },
);

/** Numbers out of every range a column or a JS number has, as JSON text. */
export const hostileNumberText = fc.constantFrom(
  '1e309',
  '-1e309',
  '-0',
  '-0.0',
  '0.0000000000000000000001',
  '1e-400',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '18446744073709551616',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740992',
  '9007199254740993',
  '1.7976931348623157e308',
  '5e-324',
  '123456789012345678901234567890',
  '1E2',
  '0.1e1',
  '-1',
  '0',
  '1.5',
  '99999999999.99',
);

export const hostileNumber = fc.oneof(
  hostileNumberText.map((text) => new RawJson(text)),
  fc.double({ noNaN: true }),
  fc.integer(),
  fc.constantFrom(
    Number.MAX_SAFE_INTEGER + 1,
    -Number.MAX_SAFE_INTEGER - 1,
    Number.MAX_VALUE,
    2 ** 63,
    2 ** 31,
  ),
);

export const NESTING_DEPTH = 10_000;

/** 10,000 levels of arrays or objects, or a mixture. */
export const deepJson = fc.constantFrom(
  new RawJson(`${'['.repeat(NESTING_DEPTH)}${']'.repeat(NESTING_DEPTH)}`),
  new RawJson(`${'{"a":'.repeat(NESTING_DEPTH)}1${'}'.repeat(NESTING_DEPTH)}`),
  new RawJson(`${'[{"a":'.repeat(NESTING_DEPTH / 2)}null${'}]'.repeat(NESTING_DEPTH / 2)}`),
);

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Objects that try to reach Object.prototype, written as raw text so `__proto__` stays an own key. */
export const prototypePollution = fc.constantFrom(
  new RawJson('{"__proto__":{"polluted":true,"role":"admin","isAdmin":true}}'),
  new RawJson('{"constructor":{"prototype":{"polluted":true}}}'),
  new RawJson('{"prototype":{"polluted":true}}'),
  new RawJson('{"__proto__":null}'),
  new RawJson('{"\\u005f_proto__":{"polluted":true}}'),
  new RawJson('[{"__proto__":{"polluted":true}}]'),
);

/** The wrong type for any field. */
export const wrongType = fc.constantFrom<unknown>(null, true, false, 0, -1, '', 'abc', [], {}, [1, 'a'], {
  a: 1,
});

/** Any hostile JSON value for a field. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: wrongType },
  { weight: 6, arbitrary: hostileString },
  { weight: 4, arbitrary: hostileNumber },
  { weight: 1, arbitrary: deepJson },
  { weight: 2, arbitrary: prototypePollution },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((length) => Array.from({ length }, () => 1)),
  },
);

/**
 * Percent-encodes text for a path segment or query value. Lone surrogates become their (invalid) three-byte
 * UTF-8 form, as a browser-less client could send them.
 */
export const percentEncode = (text: string) => {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const next = text.charCodeAt(index + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[index]!);
    }
  }
  return out;
};

/** Already-encoded URL text: broken escapes, invalid UTF-8, encoded NUL and separators. */
export const rawUrlFragments = [
  '%',
  '%zz',
  '%FF',
  '%C0%AF',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%00',
  '1%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '1%3Bselect%201',
  '%E2%80%AE1',
  '1%20',
  '%u0031',
  '1e309',
  '-0',
  '0',
  '-1',
  '1.5',
  '9223372036854775808',
  '9007199254740993',
  '2147483648',
  '1' + '0'.repeat(400),
];

/** A hostile value already encoded for a URL. */
export const hostileUrlValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...rawUrlFragments) },
  { weight: 5, arbitrary: hostileString.map(percentEncode) },
);

/** Bytes that are not UTF-8: stray continuation bytes, overlongs, surrogates, truncated sequences, 0xFF. */
export const invalidUtf8 = fc.constantFrom(
  Buffer.from([0xff]),
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0x80, 0x80]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xe0, 0x80, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0xfe, 0xfe, 0xff, 0xff]),
);
