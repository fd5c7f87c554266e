import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The lint rules of docs/design/frontend.md, run by ESLint's Node API on planted snippets (each linted
 * as if it were the file at `filePath`, with the project's own configuration): features import each
 * other only through their index.ts, import nothing from src/app/, shared code (src/lib/,
 * src/components/) imports neither features nor src/app/, and no import circle.
 */
const root = path.resolve(__dirname, '../..');
const BOUNDARY_RULES = ['no-restricted-imports', 'import-x/no-restricted-paths', 'import-x/no-cycle'];

/** The boundary rules `source` breaks as the file at `filePath`, one entry per report. */
async function boundaryErrors(source: string, filePath: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages
    .filter((m) => m.ruleId !== null && BOUNDARY_RULES.includes(m.ruleId))
    .map((m) => m.ruleId ?? '');
}

const LAYERS = 'import-x/no-restricted-paths';

describe('feature boundaries in lint', () => {
  it('refuses a deep import of another feature, from any depth', async () => {
    const deep = "import { CartPage } from '../cart/CartPage';\nexport const page = CartPage;\n";
    expect(await boundaryErrors(deep, 'src/features/catalog/Fixture.tsx')).toEqual(['no-restricted-imports']);
    const deeper = "import { CartPage } from '../../cart/CartPage';\nexport const page = CartPage;\n";
    expect(await boundaryErrors(deeper, 'src/features/admin/users/Fixture.tsx')).toEqual([
      'no-restricted-imports',
    ]);
  }, 60_000);

  it("accepts the other feature's index, the feature's own files and the shared folders", async () => {
    const allowed = [
      "import { useAddToCart } from '../../cart';",
      "import { USERS_MESSAGES } from './users';",
      "import { AdminPagination } from '../components/AdminPagination';",
      "import { formatMoney } from '../../../lib/format';",
      "import { Icon } from '../../../components/Icon';",
      "import { useAppSelector } from '../../../lib/hooks';",
      "import type { AppDispatch } from '../../../lib/storeTypes';",
    ].join('\n');
    const source = `${allowed}\nexport const all = [useAddToCart, USERS_MESSAGES, AdminPagination, formatMoney, Icon, useAppSelector];\nexport type Dispatch = AppDispatch;\n`;
    expect(await boundaryErrors(source, 'src/features/admin/users/Fixture.tsx')).toEqual([]);
  }, 60_000);
});

describe('one-way layers in lint: app → features → shared code', () => {
  it('refuses a feature importing src/app/, values and types alike', async () => {
    const value = "import { routes } from '../../app/routes';\nexport const all = routes;\n";
    expect(await boundaryErrors(value, 'src/features/catalog/Fixture.ts')).toEqual([LAYERS]);
    const type = "import type { AppStore } from '../../../app/store';\nexport type Store = AppStore;\n";
    expect(await boundaryErrors(type, 'src/features/admin/users/Fixture.ts')).toEqual([LAYERS]);
  }, 60_000);

  it('refuses src/lib/ importing a feature, and src/components/ importing src/app/', async () => {
    const libToFeature = "import { selectCart } from '../features/cart';\nexport const cart = selectCart;\n";
    expect(await boundaryErrors(libToFeature, 'src/lib/Fixture.ts')).toEqual([LAYERS]);
    const componentToApp = "import { routes } from '../app/routes';\nexport const all = routes;\n";
    expect(await boundaryErrors(componentToApp, 'src/components/Fixture.tsx')).toEqual([LAYERS]);
    const componentToFeature =
      "import { ProductCard } from '../features/catalog';\nexport const card = ProductCard;\n";
    expect(await boundaryErrors(componentToFeature, 'src/components/Fixture.tsx')).toEqual([LAYERS]);
  }, 60_000);

  it('accepts shared code importing shared code, and src/app/ importing features and src/lib/', async () => {
    const shared = [
      "import { formatMoney } from '../lib/format';",
      "import { useHead } from '../lib/head';",
      "import { Icon } from './Icon';",
    ].join('\n');
    const sharedSource = `${shared}\nexport const all = [formatMoney, useHead, Icon];\n`;
    expect(await boundaryErrors(sharedSource, 'src/components/Fixture.tsx')).toEqual([]);
    const app = [
      "import { selectCart } from '../features/cart';",
      "import type { RootState } from '../lib/storeTypes';",
    ].join('\n');
    const appSource = `${app}\nexport const cart = (state: RootState) => selectCart(state);\n`;
    expect(await boundaryErrors(appSource, 'src/app/Fixture.ts')).toEqual([]);
  }, 60_000);

  it('refuses an import circle: src/test/cycle/first.ts importing ./second, which imports it', async () => {
    const circle = "import { second } from './second';\nexport const first = second;\n";
    expect(await boundaryErrors(circle, 'src/test/cycle/first.ts')).toEqual(['import-x/no-cycle']);
    // The same file as it is on disk: no circle.
    expect(await boundaryErrors("export const first = 'first';\n", 'src/test/cycle/first.ts')).toEqual([]);
  }, 60_000);
});
