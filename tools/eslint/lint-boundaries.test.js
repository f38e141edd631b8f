// The lint must hold wherever it runs: each planted violation below is linted from the repository
// root and from web/, and must fail with its rule; a clean file must pass (so the failures are
// the planted ones, not a broken config). Virtual files (lintText) stand where the rule applies.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const at = (path) => join(ROOT, path);
const longFile = Array.from({ length: 260 }, (_, i) => `export const v${i} = ${i};`).join('\n');

const PLANTED = [
  [
    'ui/ imports a feature',
    'web/src/ui/planted.ts',
    "import '@/features/cart/components/cart-line';",
    'import-x/no-restricted-paths',
  ],
  [
    'a feature imports another',
    'web/src/features/cart/planted.ts',
    "import '@/features/checkout/api/payment-options';",
    'import-x/no-restricted-paths',
  ],
  [
    'a feature imports app/',
    'web/src/features/cart/planted.ts',
    "import '@/app/router/route-table';",
    'import-x/no-restricted-paths',
  ],
  [
    'entities/ imports a feature by a relative path',
    'web/src/entities/product/planted.ts',
    "import '../../features/cart/components/cart-line';",
    'import-x/no-restricted-paths',
  ],
  [
    'a test mocks another feature two levels up',
    'web/src/features/cart/components/planted.test.ts',
    "import { vi } from 'vitest';\nvi.mock('../../checkout/api/payment-options');",
    'local/vi-mock-boundaries',
  ],
  [
    'a test mocks another feature by alias',
    'web/src/features/cart/planted.test.ts',
    "import { vi } from 'vitest';\nvi.mock('@/features/checkout/api/payment-options');",
    'local/vi-mock-boundaries',
  ],
  [
    'Firebase SDK outside lib/firebase and api/',
    'web/src/features/cart/components/planted.ts',
    "import 'firebase/database';",
    'no-restricted-imports',
  ],
  [
    'the Functions SDK in the callable hook (it calls the wrapper only)',
    'web/src/lib/callable/planted.ts',
    "import 'firebase/functions';",
    'no-restricted-imports',
  ],
  [
    'the Functions SDK in an api/ folder (callables go through lib/firebase/call-function)',
    'web/src/features/cart/api/planted.ts',
    "import 'firebase/functions';",
    'no-restricted-imports',
  ],
  ['shared imports React', 'shared/src/planted.ts', "import 'react';", 'no-restricted-imports'],
  [
    'an unresolved import',
    'functions/src/planted.ts',
    "import './does-not-exist.js';",
    'import-x/no-unresolved',
  ],
  [
    'tests import a package they do not declare',
    'tests/functions/planted.ts',
    "import 'nodemailer';",
    'import-x/no-extraneous-dependencies',
  ],
  ['a file over 250 lines of code', 'functions/src/planted.ts', longFile, 'max-lines'],
  [
    'the server casts what it read to a record',
    'functions/src/planted.ts',
    'export const read = (raw: unknown) => (raw as Record<string, unknown>).price;',
    'no-restricted-syntax',
  ],
  [
    'shared casts through unknown',
    'shared/src/planted.ts',
    'export const read = (raw: string) => (raw as unknown as { price: number }).price;',
    'no-restricted-syntax',
  ],
];

describe.each([
  ['the repository root', ROOT],
  ['web/', at('web')],
])('lint run from %s', (_label, cwd) => {
  const eslint = new ESLint({ cwd, ignore: false });
  const rulesOf = async (code, path) =>
    (await eslint.lintText(`${code}\n`, { filePath: at(path) }))[0].messages.map((m) => m.ruleId);

  it.each(PLANTED)('fails %s', async (_name, path, code, rule) => {
    expect(await rulesOf(code, path)).toContain(rule);
  });

  it('fails an import cycle', async () => {
    const [result] = await eslint.lintFiles([at('tools/eslint/fixtures/cycle-a.ts')]);
    expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('passes a clean file', async () => {
    const code =
      "import { ROUTES } from '@fohzshop/shared/routes';\nexport const home = ROUTES.HOME.path;";
    expect(await rulesOf(code, 'web/src/features/cart/planted.ts')).toEqual([]);
  });
});
