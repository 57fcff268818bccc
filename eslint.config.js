import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Import boundaries (docs/ARCHITECTURE.md): common is pure, and the server and the web app never import each other.
const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'crypto',
  'http',
  'https',
  'os',
  'child_process',
  'stream',
  'url',
]

// The web app's layers (bulletproof-react): app/ composes features; a feature never imports another feature
// (what two share moves to components/ or lib/); components/, lib/ and api/ never import a feature or app/.
const webFeatures = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const sharedWebLayers = ['./src/web/components', './src/web/lib', './src/web/api']

const featureZones = [
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: compose them in src/web/app, or move what both need to components/ or lib/.',
  })),
  {
    target: sharedWebLayers,
    from: './src/web/features',
    message: 'components/, lib/ and api/ are shared by every feature, so they never import one.',
  },
]

// Inside the admin feature the same rule one level down: an area (a tab or screen) imports only its own files and
// admin/shared/; pages/ and admin-pages.tsx compose the areas, as app/ composes the features.
const adminFolder = './src/web/features/admin'
const adminAreas = readdirSync(new URL(adminFolder, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['pages', 'shared'].includes(entry.name))
  .map((entry) => entry.name)
const adminZones = [
  ...adminAreas.map((area) => ({
    target: `${adminFolder}/${area}`,
    from: adminFolder,
    except: [`./${area}`, './shared'],
    message:
      'Admin areas do not import each other: move what two areas need to admin/shared/, or compose them in admin/pages/.',
  })),
  {
    target: `${adminFolder}/shared`,
    from: adminFolder,
    except: ['./shared'],
    message: 'admin/shared/ serves every admin area, so it never imports one.',
  },
]

// Tests and test helpers may boot the whole app (providers, routes); the code they test may not import it.
const appZones = [
  {
    target: ['./src/web/features', ...sharedWebLayers],
    from: './src/web/app',
    message: 'Only src/web/app composes: features, components/, lib/ and api/ never import app/.',
  },
]
const webTestFiles = ['src/web/**/*.test.{ts,tsx}', 'src/web/**/test/**']

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // Modules import one another in one direction only (type-only imports, gone at build time, aside).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeBuiltins, message: 'src/common is pure: no I/O or Node APIs.' },
            {
              group: ['react', 'react-dom', 'react-router', 'fastify', 'kysely', 'better-sqlite3', 'pg'],
              message: 'src/common is pure: no frameworks or databases.',
            },
            {
              group: ['**/server/**', '**/web/**'],
              message: 'src/common must not import the server or the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**', 'react', 'react-dom'], message: 'The server never imports the web app.' },
          ],
        },
      ],
    },
  },
  {
    // Nothing outside src/server/db/ knows which database it runs on: the modules ask db/database-traits.ts.
    files: ['src/server/modules/**/*.ts', 'src/server/plugins/**/*.ts', 'src/server/changes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'pg', message: 'Only src/server/db/ knows the database.' },
            { name: 'better-sqlite3', message: 'Only src/server/db/ knows the database.' },
            {
              name: 'kysely',
              importNames: ['PostgresAdapter', 'SqliteAdapter', 'PostgresDialect', 'SqliteDialect'],
              message: 'Only src/server/db/ knows the database.',
            },
          ],
          patterns: [
            { group: ['**/web/**', 'react', 'react-dom'], message: 'The server never imports the web app.' },
            {
              group: ['**/db/write-transaction', '**/db/connection'],
              importNames: ['dialectOf', 'Dialect'],
              message: 'Only src/server/db/ knows the database: ask db/database-traits.ts what differs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app never imports the server: use the API.' },
            { group: nodeBuiltins, message: 'The web app runs in the browser: no Node APIs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...adminZones] }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: webTestFiles,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...adminZones, ...appZones] }],
    },
  },
)
