/**
 * `npm run api:types` (first step): writes the OpenAPI document to backend/openapi.json, without a
 * database nor network, and the served rules (GET /api/rules) to frontend/generated/rules.json. The
 * frontend then generates its API types from the document.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import { previewOpenApiDocument } from '../openapi/openapi-preview.js';
import { servedRulesJson } from '../openapi/served-rules.js';

async function main(): Promise<void> {
  const target = process.argv[2] ?? 'openapi.json';
  const rulesTarget = process.argv[3] ?? '../frontend/generated/rules.json';
  const document = await previewOpenApiDocument();
  fs.writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`Document OpenAPI écrit : ${target}`);
  fs.writeFileSync(rulesTarget, servedRulesJson());
  console.log(`Règles servies écrites : ${rulesTarget}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
