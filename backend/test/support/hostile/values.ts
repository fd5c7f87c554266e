import fc from 'fast-check';
import { MARKER } from './contract.js';

const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];

/** Strings that have broken servers: NUL, lone surrogates, huge, injections, formatting marks. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    `${MARKER}\u0000`,
    `a\u0000${MARKER}`,
    `${MARKER}\uD800`,
    `\uDFFF${MARKER}`,
    `${MARKER}\uDBFF\uDBFF`,
    MARKER.repeat(3000),
    `%ZZ${MARKER}`,
    `<script>${MARKER}</script>`,
    `' OR 1=1 --${MARKER}`,
    `../../${MARKER}`,
    `${MARKER}\u202E\u200B`,
    `${MARKER}\r\n\t`,
    '',
    ' ',
    'NaN',
    '-1',
    '1e309',
    '99999999999999999999',
    '00000000-0000-0000-0000-000000000000',
    `tr_${MARKER}`,
    `BP-${MARKER}`,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `${s}${MARKER}`),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...LONE_SURROGATES, '\u0000'), fc.string({ maxLength: 10 }))
    .map(([a, bad, b]) => `${a}${MARKER}${bad}${b}`),
);

/** Any JSON value where something else is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 2 }),
);

/** Object keys no DTO declares, some of them dangerous for naive merges. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', `${MARKER}\u0000`, `k\uD800${MARKER}`, `<b>${MARKER}</b>`),
  hostileString,
);

/** A JSON nesting this deep: parsers that recurse fall over. */
export function deepJson(depth: number): string {
  return `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
}

/** Whole bodies that are not the object a route expects. */
export const hostileRawBody: fc.Arbitrary<{ contentType?: string; body: Buffer }> = fc.oneof(
  fc.constantFrom(
    { contentType: 'application/json', body: Buffer.from('') },
    { contentType: 'application/json', body: Buffer.from('{"oops"') },
    { contentType: 'application/json', body: Buffer.from('42') },
    { contentType: 'application/json', body: Buffer.from(`"${MARKER}"`) },
    { contentType: 'application/json', body: Buffer.from('null') },
    { contentType: 'application/json', body: Buffer.from('[{"a":1},2]') },
    { contentType: 'application/json', body: Buffer.from(deepJson(10_000)) },
    { contentType: 'application/json', body: Buffer.from(`${'['.repeat(10_000)}${']'.repeat(10_000)}`) },
    { contentType: 'application/json', body: Buffer.from(JSON.stringify({ x: MARKER.repeat(300_000) })) },
    { contentType: 'application/json', body: Buffer.from(`{"email":"\\u0000${MARKER}","password":"\\ud800"}`) },
    {
      contentType: 'application/json',
      body: Buffer.from(`{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}`),
    },
    {
      contentType: 'application/json',
      body: Buffer.concat([
        Buffer.from('{"email":"'),
        Buffer.from([0xff, 0xfe, 0xc0, 0x80]),
        Buffer.from(`${MARKER}"}`),
      ]),
    },
    { contentType: 'application/json; charset=utf-16', body: Buffer.from('{"a":1}', 'utf16le') },
    { contentType: 'text/plain', body: Buffer.from(MARKER) },
    { contentType: 'application/xml', body: Buffer.from(`<a>${MARKER}</a>`) },
    {
      contentType: 'multipart/form-data; boundary=x',
      body: Buffer.from(`--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${MARKER}\r\n--x--`),
    },
    {
      contentType: 'application/x-www-form-urlencoded',
      body: Buffer.from(`id=%00${MARKER}&id=%ED%A0%80&a[b][c]=1&__proto__[x]=1`),
    },
    { contentType: 'application/x-www-form-urlencoded', body: Buffer.from(`%ZZ=${MARKER}`) },
    { contentType: undefined, body: Buffer.from(JSON.stringify({ a: MARKER })) },
    { contentType: 'application/octet-stream', body: Buffer.from([0, 1, 2, 0xff]) },
  ),
  fc
    .array(hostileValue, { maxLength: 3 })
    .map((items) => ({ contentType: 'application/json', body: Buffer.from(JSON.stringify(items)) })),
);

/** Path segments: percent-encoded hostile text, broken escapes, raw bytes, over-long params. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.map(percentEncode),
  fc.constantFrom(
    `%ZZ${MARKER}`,
    `${MARKER}%`,
    `%C0%80${MARKER}`,
    `%ED%A0%80${MARKER}`,
    `%00${MARKER}`,
    `${MARKER}%FF%FE`,
    `${MARKER}${'a'.repeat(5000)}`,
    `${MARKER}\xff\xfe`, // raw non-UTF-8 bytes (sent as latin1)
    `..%2F..%2F${MARKER}`,
    '0',
    '-1',
    '1.5',
    '99999999999999999999999',
  ),
);

/** UTF-8 percent-encoding that never throws (a lone surrogate becomes U+FFFD, as a browser would send it). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}
