/**
 * The OpenAPI document passes Redocly's recommended lint with no error, and documents every refusal the
 * guards and pipes can answer (docs/design/api-contract.md, "Keeping the document exact"). Built from the
 * code, like `npm run api:types`, so that a controller or DTO change that breaks the contract fails here.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { OpenAPIObject } from '@nestjs/swagger';
import { previewOpenApiDocument } from '../src/openapi/openapi-preview.js';

const REDOCLY = require.resolve('@redocly/cli/bin/cli.js');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

let document: OpenAPIObject;
let folder: string;

beforeAll(async () => {
  document = await previewOpenApiDocument();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-openapi-lint-'));
});

afterAll(() => folder && fs.rmSync(folder, { recursive: true, force: true }));

/** Each operation as `METHOD /path`, with its responses, security and inputs. */
function operations() {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    METHODS.flatMap((method) =>
      item[method] ? [{ name: `${method.toUpperCase()} ${route}`, route, op: item[method] }] : [],
    ),
  );
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended lint with 0 errors", async () => {
    const file = path.join(folder, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    // cwd: a folder without redocly.yaml, so the recommended ruleset applies as is.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [REDOCLY, 'lint', file, '--extends', 'recommended', '--format', 'json', '--max-problems', '1000'],
      { cwd: folder, maxBuffer: 16 * 1024 * 1024 },
    ).catch((failure: { stdout?: string; message: string }) => {
      if (!failure.stdout) throw new Error(failure.message);
      return { stdout: failure.stdout };
    });
    const problems = (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(errors).toEqual([]);
  }, 120_000);

  it('answers 401 on every secured operation, 403 on every administration one, and marks the others public', () => {
    const missing: string[] = [];
    for (const { name, route, op } of operations()) {
      const secured = (op.security ?? []).length > 0;
      if (op.security === undefined) missing.push(`${name}: security`);
      if (secured && !op.responses['401']) missing.push(`${name}: 401`);
      if (route.startsWith('/api/admin/') && !op.responses['403']) missing.push(`${name}: 403`);
    }
    expect(missing).toEqual([]);
  });

  it('answers 400 wherever a parameter, query or body is validated', () => {
    const missing = operations()
      .filter(({ op }) => ((op.parameters ?? []).length > 0 || op.requestBody) && !op.responses['400'])
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });
});
