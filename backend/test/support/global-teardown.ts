import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__BOXSHOP_TEST_DATABASE__?.drop();
  if (globalThis.__BOXSHOP_TEST_DATA_DIR__) {
    fs.rmSync(globalThis.__BOXSHOP_TEST_DATA_DIR__, { recursive: true, force: true });
  }
}
