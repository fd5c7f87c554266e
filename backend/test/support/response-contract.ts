/**
 * Every JSON answer of the test application is checked against the OpenAPI document the application
 * serves (docs/design/api-contract.md, "Keeping the document exact"): a status the operation does not
 * document, or a body its schema refuses, is a violation, and closing the application then fails the
 * suite with the list. Paths the document does not show (former paths, media files, the SPA) are left out.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../../src/openapi/openapi-document.js';

/** Answers no operation can document: the framework's limits (body, URL, headers) and the database outages. */
const FRAMEWORK_STATUSES = new Set([405, 413, 414, 415, 431, 503]);

/** What is read of an inject call and of its answer. */
type InjectOptions = { method?: string; url?: string | object; path?: string | object } | string;
interface Injected {
  statusCode: number;
  headers: Record<string, unknown>;
  payload: string;
}

type Responses = Record<string, { content?: Record<string, { schema?: unknown }> }>;

/**
 * An OpenAPI 3.0 schema as JSON Schema: `#/components/schemas/X` → `openapi#/components/schemas/X` (so that a
 * response schema compiles on its own), and `nullable: true` → null or the schema (its enum and allOf too).
 */
function jsonSchemaOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(jsonSchemaOf);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { nullable, ...rest } = schema as Record<string, unknown>;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? `openapi${value}` : jsonSchemaOf(value),
    ]),
  );
  return nullable === true ? { anyOf: [{ type: 'null' }, converted] } : converted;
}

export class ResponseContract {
  readonly violations: string[] = [];
  private readonly ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false, verbose: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private document?: OpenAPIObject;
  private patterns: [RegExp, string][] = [];

  constructor(private readonly app: NestFastifyApplication) {}

  /** One answer to `method url` (its query string aside). */
  check(method: string, url: string, status: number, contentType: string, payload: string): void {
    const document = this.loaded();
    const route = this.routeOf(url.split('?')[0]!);
    const operation = route ? document.paths[route]?.[method.toLowerCase() as 'get'] : undefined;
    if (!operation || FRAMEWORK_STATUSES.has(status) || status >= 500) return;
    const name = `${method} ${route} ${status}`;
    const response = (operation.responses as Responses)[String(status)];
    if (!response) {
      this.violations.push(`${name} : statut absent du document`);
      return;
    }
    if (!contentType.startsWith('application/json') || payload === '') return;
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return;
    const validate = this.validators.get(name) ?? this.ajv.compile(jsonSchemaOf(schema) as object);
    this.validators.set(name, validate);
    if (!validate(JSON.parse(payload))) {
      const first = validate.errors?.[0];
      const value = JSON.stringify(first?.data)?.slice(0, 80);
      this.violations.push(`${name} : ${first?.instancePath || '/'} ${first?.message ?? ''} (${value})`);
    }
  }

  /** The document's path for a concrete one: the literal paths first (`/orders/restock` before `/orders/{orderId}`). */
  private routeOf(path: string): string | undefined {
    this.loaded();
    return this.patterns.find(([pattern]) => pattern.test(path))?.[1];
  }

  private loaded(): OpenAPIObject {
    if (!this.document) {
      this.document = buildOpenApiDocument(this.app);
      this.ajv.addSchema({ $id: 'openapi', components: jsonSchemaOf(this.document.components ?? {}) });
      const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      this.patterns = Object.keys(this.document.paths)
        .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))
        .map((path): [RegExp, string] => [
          new RegExp(
            `^${path
              .split(/\{[^}]+\}/)
              .map(escaped)
              .join('[^/]+')}/?$`,
          ),
          path,
        ]);
    }
    return this.document;
  }
}

/**
 * `app`, whose `inject({...})` answers (the form the API tests use) are checked against the document;
 * its `close()` throws afterwards when one broke it.
 */
export function checkResponsesAgainstDocument(app: NestFastifyApplication): NestFastifyApplication {
  const contract = new ResponseContract(app);
  const inject = app.inject.bind(app) as (options?: unknown) => unknown;
  const checked = (async (options: InjectOptions) => {
    const response = (await inject(options)) as Injected;
    const method = typeof options === 'object' ? (options.method ?? 'GET') : 'GET';
    const url = typeof options === 'object' ? String(options.url ?? options.path ?? '') : String(options);
    contract.check(
      String(method).toUpperCase(),
      url,
      response.statusCode,
      String(response.headers['content-type'] ?? ''),
      // A compressed body is not read (platform tests); the same answer uncompressed is.
      response.headers['content-encoding'] ? '' : response.payload,
    );
    return response;
  }) as unknown as NestFastifyApplication['inject'];
  const injectChecked = ((options?: InjectOptions) =>
    options === undefined ? inject() : checked(options as never)) as NestFastifyApplication['inject'];
  const close = app.close.bind(app);
  const closeChecked = async () => {
    await close();
    const violations = [...new Set(contract.violations)];
    if (violations.length > 0) {
      throw new Error(`Réponses contraires au document OpenAPI :\n${violations.join('\n')}`);
    }
  };
  // Nest's application is itself a proxy that refuses new properties: this one answers inject and close.
  return new Proxy(app, {
    get: (target, property, receiver) =>
      property === 'inject'
        ? injectChecked
        : property === 'close'
          ? closeChecked
          : Reflect.get(target, property, receiver),
  });
}
