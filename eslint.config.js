import js from '@eslint/js'
import globals from 'globals'
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
)
