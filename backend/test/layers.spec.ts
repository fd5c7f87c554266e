import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The backend's layer rules (docs/architecture.md, 'Backend: modules and layers'), run by ESLint's
 * Node API on planted imports, each linted as if it were the file at `filePath` with the project's
 * own configuration: a bad import fails lint, a good one passes.
 */
const root = path.resolve(__dirname, '..');

/** ESLint runs in a process of its own (its configuration is an ES module, which Jest's loader cannot import). */
const LINT = `
const { ESLint } = require('eslint');
const [source, filePath] = JSON.parse(process.argv[1]);
new ESLint({ cwd: process.cwd() })
  .lintText(source, { filePath })
  .then(([result]) => process.stdout.write(JSON.stringify(result.messages)));
`;

async function restricted(source: string, filePath: string): Promise<string[]> {
  const output = execFileSync(process.execPath, ['-e', LINT, JSON.stringify([source, path.join(root, filePath)])], {
    cwd: root,
    encoding: 'utf8',
  });
  const messages = JSON.parse(output) as { ruleId: string | null; message: string }[];
  return messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const use = (line: string, name: string) => `${line}\nexport const used = ${name};\n`;

describe('backend layers in lint', () => {
  it('refuses TypeORM, pg and the database code in application/', async () => {
    const planted = [
      use("import { DataSource } from 'typeorm';", 'DataSource'),
      use("import { InjectDataSource } from '@nestjs/typeorm';", 'InjectDataSource'),
      use("import { Pool } from 'pg';", 'Pool'),
      use("import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';", 'TypeOrmUnitOfWork'),
    ];
    for (const source of planted) {
      const messages = await restricted(source, 'src/modules/ordering/application/planted.ts');
      expect(messages).toHaveLength(1);
    }
  }, 60_000);

  it("refuses the module's own infrastructure in application/: its ports stand between", async () => {
    const source = use(
      "import { TypeOrmOrderRepository } from '../infrastructure/order.repository.js';",
      'TypeOrmOrderRepository',
    );
    const [message] = await restricted(source, 'src/modules/ordering/application/planted.ts');
    expect(message).toContain('ports');
  }, 60_000);

  it('accepts the ports, the unit of work and the domain in application/', async () => {
    const source = [
      "import { OrderRepository } from './ports/order.repository.js';",
      "import { UnitOfWork } from '../../../shared/unit-of-work.js';",
      "import { Order } from '../domain/order.js';",
      'export const all = [OrderRepository, UnitOfWork, Order];',
    ].join('\n');
    expect(await restricted(source, 'src/modules/ordering/application/planted.ts')).toEqual([]);
  }, 60_000);

  it('lets infrastructure/ implement the ports with TypeORM', async () => {
    const source = [
      "import { DataSource } from 'typeorm';",
      "import { OrderRepository } from '../application/ports/order.repository.js';",
      'export const all = [DataSource, OrderRepository];',
    ].join('\n');
    expect(await restricted(source, 'src/modules/ordering/infrastructure/planted.ts')).toEqual([]);
  }, 60_000);

  it("refuses another module's insides, from any layer", async () => {
    const source = use("import { StockLedger } from '../../catalog/application/ports/stock.ledger.js';", 'StockLedger');
    expect(await restricted(source, 'src/modules/ordering/application/planted.ts')).toHaveLength(1);
    const domain = use("import { Injectable } from '@nestjs/common';", 'Injectable');
    expect(await restricted(domain, 'src/modules/ordering/domain/planted.ts')).toHaveLength(1);
  }, 60_000);
});
