import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const at = (...parts) => path.join(root, ...parts);
const folders = (dir) =>
  readdirSync(at(dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = folders('apps/web/src/features');
const serverModules = folders('apps/server/src/modules');

/**
 * The web's layers (CONTRIBUTING.md, "Where code lives"): app → features → shared (components/, lib/). A feature
 * never imports another feature, and nothing below app/ imports app/.
 */
const webZones = [
  ...webFeatures.map((feature) => ({
    target: at('apps/web/src/features', feature, '**'),
    from: at('apps/web/src/features', `!(${feature})`, '**'),
    message: 'A feature never imports another feature: move what both need into lib/ or components/.',
  })),
  {
    target: [at('apps/web/src/features/**'), at('apps/web/src/components/**'), at('apps/web/src/lib/**')],
    from: at('apps/web/src/app/**'),
    message: 'Only app/ imports app/: move what features need into lib/ or components/.',
  },
  {
    target: [at('apps/web/src/components/**'), at('apps/web/src/lib/**')],
    from: at('apps/web/src/features/**'),
    message: 'Shared code (components/, lib/) never imports a feature.',
  },
  {
    // The in-house game pages are a separate bundle loaded in the game iframe: sharing React code would ship it twice.
    target: at('apps/web/src/house-games/**'),
    from: [at('apps/web/src/{app,features,components,lib}/**')],
    message: "The game pages' scripts are their own bundle; they never import the site's code.",
  },
  {
    target: [at('apps/web/src/{app,features,components,lib}/**')],
    from: at('apps/web/src/house-games/**'),
    message: "The site never imports the game pages' scripts.",
  },
];

/**
 * The server's modules talk through services: a module never reaches into another module's repository or schema,
 * and route files never query the database (they call a service).
 */
const serverZones = [
  ...serverModules.map((module) => ({
    target: at('apps/server/src/modules', module, '**'),
    from: at('apps/server/src/modules', `!(${module})`, '**', '*.{repository,schema}.ts'),
    message: "Use the other module's service, never its repository or schema.",
  })),
  {
    target: at('apps/server/src/modules/**/*.routes.ts'),
    from: [at('apps/server/src/modules/**/*.repository.ts'), at('apps/server/src/db/client.{ts,js}')],
    message: 'Route files call services; queries live in repositories.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'scripts/.tmp-*',
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel re-exports; import from the defining file.' },
      ],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Tests are exempt from the function length: a describe block is a list of cases, not a function to read at once.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones] }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'drizzle-orm', message: 'Route files call services; queries live in repositories.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
  },
);
