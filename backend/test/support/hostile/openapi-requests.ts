import fc from 'fast-check';
import type { HttpRequest } from './raw-http.js';
import { hostileKey, hostileRawBody, hostileSegment, hostileString, hostileValue, percentEncode } from './values.js';

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  example?: unknown;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Route {
  method: string;
  /** OpenAPI path, e.g. /api/admin/users/{id}. */
  path: string;
  operation: OpenApiDocument['paths'][string][string];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document: the fuzz suite follows the API as it grows. */
export function routesOf(document: OpenApiDocument): Route[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

function resolve(document: OpenApiDocument, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(document, document.components?.schemas?.[schema.$ref.split('/').pop()!]);
  if (schema.allOf?.length) return resolve(document, schema.allOf[0]);
  return schema;
}

/** A value the schema accepts, as far as the document tells (examples, enums, types). */
function plausible(document: OpenApiDocument, raw: Schema | undefined, depth = 0): unknown {
  const schema = resolve(document, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.properties || schema.type === 'object') {
    if (depth > 4) return {};
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, child]) => [key, plausible(document, child, depth + 1)]),
    );
  }
  switch (schema.type) {
    case 'array':
      return [plausible(document, schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return 'texte';
  }
}

/**
 * A body in the schema's shape where some fields (at any depth) are hostile, sometimes with an
 * unknown key added: the refusal must name the field in French, never crash.
 */
function hostileObject(document: OpenApiDocument, raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(document, raw);
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0 || depth > 4) return hostileValue;
  const fields = properties.map(([key, child]) => {
    const childSchema = resolve(document, child);
    const nested =
      childSchema.properties || childSchema.type === 'object'
        ? hostileObject(document, childSchema, depth + 1)
        : childSchema.type === 'array' && resolve(document, childSchema.items).properties
          ? fc.array(hostileObject(document, childSchema.items, depth + 1), { minLength: 1, maxLength: 2 })
          : hostileValue;
    return fc
      .oneof(
        { weight: 2, arbitrary: fc.constant(plausible(document, child, depth + 1)) },
        nested,
        fc.constant(undefined),
      )
      .map((value) => [key, value] as const);
  });
  return fc
    .tuple(fc.tuple(...fields), fc.option(fc.tuple(hostileKey, hostileValue), { freq: 4 }))
    .map(([entries, extra]) => {
      const body: Record<string, unknown> = {};
      for (const [key, value] of entries) if (value !== undefined) body[key] = value;
      if (extra)
        Object.defineProperty(body, extra[0], {
          value: extra[1],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return body;
    });
}

function bodySchema(route: Route): Schema | undefined {
  const content = route.operation.requestBody?.content;
  return content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
}

function queryString(pairs: [string, string][]): string {
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
}

/** What the caller knows of the database, so that requests also reach the code behind existing records. */
export interface HostileContext {
  /** Ids of real records by path parameter name (`id`, `orderId`, `paymentId`…): picked half of the time. */
  realIds?: Record<string, string[]>;
  /** Hostile `Authorization` values (forged, foreign or ended tokens): sent on a quarter of the requests. */
  authorizations?: string[];
}

function pathSegment(realIds: string[] | undefined): fc.Arbitrary<string> {
  const hostile = fc.oneof(hostileSegment, fc.constant('1'));
  if (!realIds?.length) return hostile;
  return fc.oneof({ weight: 1, arbitrary: hostile }, { weight: 1, arbitrary: fc.constantFrom(...realIds) });
}

/**
 * Hostile requests for one route. The role's own token is added by the caller, unless the request
 * already carries one of the context's hostile `authorization` values.
 */
export function hostileRequests(
  document: OpenApiDocument,
  route: Route,
  context: HostileContext = {},
): fc.Arbitrary<HttpRequest> {
  const pathParams = (route.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = (route.operation.parameters ?? []).filter((p) => p.in === 'query');
  const segments = fc.tuple(...pathParams.map((name) => pathSegment(context.realIds?.[name]))) as fc.Arbitrary<
    string[]
  >;
  const query = fc
    .tuple(
      fc.subarray(queryParams),
      fc.array(fc.tuple(hostileString.map(percentEncode), hostileString.map(percentEncode)), { maxLength: 1 }),
      fc.constantFrom<[string, string][]>(
        [],
        [
          ['page', '1'],
          ['page', '2'],
        ],
        [['a[b][c]', '1']],
        [['__proto__[x]', '1']],
        [['%ZZ', '1']],
      ),
      fc.array(hostileSegment, { minLength: 1, maxLength: 2 }),
    )
    .map(([chosen, unknown, shapes, values]) => [
      ...chosen.map((p, i) => [p.name, values[i % values.length]!] as [string, string]),
      ...unknown,
      ...shapes,
    ]);
  const schema = bodySchema(route);
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body: fc.Arbitrary<{ contentType?: string; body?: Buffer }> = withBody
    ? fc.oneof(
        {
          weight: 3,
          arbitrary: hostileObject(document, schema).map((b) => ({
            contentType: 'application/json',
            body: Buffer.from(JSON.stringify(b) ?? 'null'),
          })),
        },
        { weight: 2, arbitrary: hostileRawBody },
      )
    : fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, hostileRawBody);
  const headers = fc.record(
    {
      'idempotency-key': hostileString.map((s) => s.replace(/[^\x20-\x7e]/g, '?').slice(0, 300)),
      'accept-language': fc.constant('en-US'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1, 300.1.1.1'),
    },
    { requiredKeys: [] },
  );
  const authorization = context.authorizations?.length
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom(...context.authorizations) },
      )
    : fc.constant(undefined);
  return fc.tuple(segments, query, body, headers, authorization).map(([values, pairs, payload, extra, auth]) => {
    let i = 0;
    const path = route.path.replace(/\{[^}]+\}/g, () => values[i++] ?? '1');
    return {
      method: route.method,
      target: `${path}${queryString(pairs)}`,
      headers: {
        ...extra,
        ...(auth === undefined ? {} : { authorization: auth }),
        ...(payload.contentType ? { 'Content-Type': payload.contentType } : {}),
      },
      body: payload.body,
    };
  });
}
