import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The lint rule of docs/design/frontend.md: features import each other only through their index.ts. */
const root = path.resolve(__dirname, '../..');

async function boundaryErrors(source: string, filePath: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('feature boundaries in lint', () => {
  it('refuses a deep import of another feature, from any depth', async () => {
    const deep = "import { CartPage } from '../cart/CartPage';\nexport const page = CartPage;\n";
    expect(await boundaryErrors(deep, 'src/features/catalog/Fixture.tsx')).toHaveLength(1);
    const deeper = "import { CartPage } from '../../cart/CartPage';\nexport const page = CartPage;\n";
    expect(await boundaryErrors(deeper, 'src/features/admin/users/Fixture.tsx')).toHaveLength(1);
  }, 60_000);

  it("accepts the other feature's index, the feature's own files and the shared folders", async () => {
    const allowed = [
      "import { useAddToCart } from '../../cart';",
      "import { USERS_MESSAGES } from './users';",
      "import { AdminPagination } from '../components/AdminPagination';",
      "import { formatMoney } from '../../../lib/format';",
      "import { Icon } from '../../../components/Icon';",
    ].join('\n');
    const source = `${allowed}\nexport const all = [useAddToCart, USERS_MESSAGES, AdminPagination, formatMoney, Icon];\n`;
    expect(await boundaryErrors(source, 'src/features/admin/users/Fixture.tsx')).toEqual([]);
  }, 60_000);
});
