// Lint for the whole monorepo. The web's layering (docs/architecture.md) is enforced here with
// eslint-plugin-import-x: app → features → entities → ui/lib → @fohzshop/shared, never backwards,
// no feature importing another — static imports, dynamic import(), re-exports and vi.mock()
// paths. Every package: no import cycles, no unresolved import, no undeclared dependency, no
// file over 250 lines of code. Paths are anchored to this file's folder, so the rules hold
// whichever directory ESLint runs from (tests/lint/lint-boundaries.test.ts plants violations).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { viMockBoundaries } from './tools/eslint/vi-mock-boundaries.js';

const firebaseOnlyIn =
  'Firebase SDK imports belong in web/src/lib/firebase, features/*/api or entities/*/api.';
const ROOT = dirname(fileURLToPath(import.meta.url));
const WEB = './web/src';
const dirsOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const layerZones = [
  ...['ui', 'lib'].flatMap((layer) =>
    ['app', 'features', 'entities'].map((upper) => ({
      target: `${WEB}/${layer}`,
      from: `${WEB}/${upper}`,
      message: `${layer}/ is generic: it may not import ${upper}/.`,
    })),
  ),
  ...['app', 'features'].map((upper) => ({
    target: `${WEB}/entities`,
    from: `${WEB}/${upper}`,
    message: 'entities/ may not import features/ or app/.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'features/ may not import app/.' },
  // A feature never reaches into another: shared code goes to entities/, ui/ or lib/.
  ...dirsOf('./web/src/features').map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: `features/${feature} may not import another feature; move shared code to entities/, ui/ or lib/.`,
  })),
];

// Recipes not in the Chakra system (web/src/ui/theme/system.ts) are bound by the wrappers in
// web/src/ui: Chakra's own component would render unstyled.
const firebaseImports = {
  patterns: [{ group: ['firebase', 'firebase/*', '@firebase/*'], message: firebaseOnlyIn }],
};
const boundImports = ['Input', 'Textarea', 'NativeSelect'].map((name) => {
  const file = name.replace(/\B[A-Z]/g, (c) => `-${c}`).toLowerCase();
  return {
    name: '@chakra-ui/react',
    importNames: [name],
    message: `Use '@/ui/${file}': the ${name} recipe is bound there (it is not in the system).`,
  };
});
const ROOT_WRAPPERS = ['Table', 'Dialog', 'Drawer', 'Field', 'Accordion'];
const boundRoots = (except) =>
  ROOT_WRAPPERS.filter((name) => name !== except).map((name) => ({
    selector: `JSXOpeningElement > JSXMemberExpression[object.name='${name}'][property.name=/^Root(Provider)?$/]`,
    message: `Use ${name}Root from '@/ui/${name.toLowerCase()}-root': the ${name} recipe is bound there (it is not in the system).`,
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'functions/lib/**',
      '.data/**',
      'reports/**',
      '**/*.d.ts',
      // Planted violations, linted on purpose by tools/eslint/lint-boundaries.test.js.
      'tools/eslint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, local: { rules: { 'vi-mock-boundaries': viMockBoundaries } } },
    settings: {
      // Without these, import-x parses the imported TypeScript modules with the default parser,
      // fails silently and sees no import in them: no-cycle would never find a cycle.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Pure-JavaScript resolvers (the newer native ones have no build for every platform in
      // the lock file's registry): TypeScript paths (`@/…`) and workspace packages.
      'import-x/resolver': {
        typescript: {
          project: [
            'web/tsconfig.json',
            'shared/tsconfig.json',
            'functions/tsconfig.json',
            'tests/tsconfig.json',
            'scripts/tsconfig.json',
          ],
        },
        node: true,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Another workspace is imported by its package name, never by a relative path into it.
      'import-x/no-relative-packages': 'error',
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Each package declares what it imports (workspace packages included): the nearest
      // package.json decides, whatever the working directory.
      'max-lines': ['error', { max: 250, skipComments: true, skipBlankLines: true }],
      'local/vi-mock-boundaries': 'error',
    },
  },
  // Each package declares what it imports (workspace packages included), in its own
  // package.json; the root's dev tools (vitest, typescript…) serve every package.
  ...[
    'shared',
    'functions',
    'web',
    'tests',
    'scripts',
    'tools/rtdb-emulator',
    'tools/storage-emulator',
  ].map((pkg) => ({
    files: [`${pkg}/**`],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { includeTypes: true, packageDir: [join(ROOT, pkg), ROOT] },
      ],
    },
  })),
  // shared imports neither web nor functions.
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fohzshop/web*', '@fohzshop/functions*', 'firebase*', 'react*'],
              message: 'shared stays pure: no web, functions, Firebase or React imports.',
            },
          ],
        },
      ],
    },
  },
  // The server and the shared readers parse what they read (zod schemas, or the guards of
  // shared/src/stored-value.ts): a cast would turn malformed data into a wrong type silently.
  {
    files: ['functions/src/**/*.ts', 'shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "TSAsExpression[typeAnnotation.typeName.name='Record'][typeAnnotation.typeArguments.params.1.type='TSUnknownKeyword']",
          "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
          "TSAsExpression[typeAnnotation.type='TSAnyKeyword']",
        ].map((selector) => ({
          selector,
          message:
            'Parse the value (a shared zod schema, or isStoredObject/fieldOf of @fohzshop/shared/stored-value) instead of casting it.',
        })),
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones, basePath: ROOT }],
      'no-restricted-imports': ['error', { ...firebaseImports, paths: boundImports }],
      'no-restricted-syntax': ['error', ...boundRoots()],
    },
  },
  // The wrappers themselves use Chakra's components.
  {
    files: ['web/src/ui/input.tsx', 'web/src/ui/textarea.tsx'],
    rules: { 'no-restricted-imports': ['error', firebaseImports] },
  },
  ...ROOT_WRAPPERS.map((name) => ({
    files: [`web/src/ui/${name.toLowerCase()}-root.tsx`],
    rules: { 'no-restricted-syntax': ['error', ...boundRoots(name)] },
  })),
  // Firebase SDK is allowed only in lib/firebase and the api folders (Chakra's rule above stays).
  {
    files: ['web/src/lib/firebase/**'],
    rules: { 'no-restricted-imports': ['error', { paths: boundImports }] },
  },
  // The callable hook calls the one wrapper; the SDK itself stays out of it.
  {
    files: ['web/src/lib/callable/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: boundImports,
          patterns: [
            // The SDK's packages only: '@/lib/firebase/call-function' is the wrapper.
            { regex: '^@?firebase(/|$)', message: firebaseOnlyIn },
          ],
        },
      ],
    },
  },
  // A callable is called one way: useCallable (mutations) or callFunction (queries, loaders),
  // both over lib/firebase/call-function; the api folders get every SDK but the Functions one.
  {
    files: ['web/src/features/*/api/**', 'web/src/entities/*/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: boundImports,
          patterns: [
            {
              group: ['firebase/functions', '@firebase/functions'],
              message:
                'Call a callable through useCallable (@/lib/callable/use-callable) or callFunction (@/lib/firebase/call-function).',
            },
          ],
        },
      ],
    },
  },
);
