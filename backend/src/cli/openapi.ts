/**
 * `npm run api:types` (first step): writes the OpenAPI document to backend/openapi.json, without a
 * database nor network. The frontend then generates its API types from that file.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import { previewOpenApiDocument } from '../openapi/openapi-preview.js';

async function main(): Promise<void> {
  const target = process.argv[2] ?? 'openapi.json';
  const document = await previewOpenApiDocument();
  fs.writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`Document OpenAPI écrit : ${target}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
