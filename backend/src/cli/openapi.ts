/**
 * `npm run api:types` (first step): writes the OpenAPI document to backend/openapi.json, without a
 * database nor network, and the served rules (GET /api/rules) to frontend/generated/rules/, one file per rule. The
 * frontend then generates its API types from the document.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import { previewOpenApiDocument } from '../openapi/openapi-preview.js';
import path from 'node:path';
import { servedRulesFiles } from '../openapi/served-rules.js';

async function main(): Promise<void> {
  const target = process.argv[2] ?? 'openapi.json';
  const rulesDirectory = process.argv[3] ?? '../frontend/generated/rules';
  const document = await previewOpenApiDocument();
  fs.writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`Document OpenAPI écrit : ${target}`);
  fs.rmSync(rulesDirectory, { recursive: true, force: true });
  fs.mkdirSync(rulesDirectory, { recursive: true });
  for (const [file, text] of Object.entries(servedRulesFiles()))
    fs.writeFileSync(path.join(rulesDirectory, file), text);
  console.log(`Règles servies écrites : ${rulesDirectory}/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
