// Lint for the whole monorepo. The web's layering (docs/architecture.md) is enforced here with
// eslint-plugin-import-x: app → features → entities → ui/lib → @fohzshop/shared, never backwards,
// no feature importing another, no import cycles — static imports, dynamic import() and re-exports.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

const firebaseOnlyIn =
  'Firebase SDK imports belong in web/src/lib/firebase, features/*/api or entities/*/api.';
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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
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
    },
  },
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
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
  // vi.mock()/vi.importActual() paths follow the same boundaries as imports (import-x only sees
  // import statements and import()): a feature's tests may mock only its own modules, shared
  // layers and packages.
  ...dirsOf('./web/src/features').map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|importActual|importMock)$/] > Literal[value=/^(@\\/(app|features\\/(?!${feature}\\/))|(\\.\\.\\/){3,})/]`,
          message: `features/${feature} tests may not mock another feature or app/ (same boundaries as imports).`,
        },
        ...boundRoots(),
      ],
    },
  })),
  // Firebase SDK is allowed only in lib/firebase and the api folders (Chakra's rule above stays).
  {
    files: ['web/src/lib/firebase/**', 'web/src/features/*/api/**', 'web/src/entities/*/api/**'],
    rules: { 'no-restricted-imports': ['error', { paths: boundImports }] },
  },
);
