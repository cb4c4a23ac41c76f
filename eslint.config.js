// One lint config for the whole tree. Import rules keep the dependency direction of docs/ARCHITECTURE.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apiNeverImportsWeb = { group: ['@shortlist/web', '**/apps/web/**'], message: 'api never imports web' };
const webNeverImportsApi = { group: ['@shortlist/api', '**/apps/api/**'], message: 'web never imports api' };
// The web app's direction: components/ lib/ config/ -> features/ -> app/ (shared code never reaches up).
const webNeverImportsApp = {
  regex: '^(@/|(\\.\\./)+)app(/|$)',
  message: 'only app/ composes: components/, lib/, config/ and features/ never import app/',
};
const webSharedNeverImportsFeatures = {
  regex: '^(@/|(\\.\\./)+)features(/|$)',
  message: 'components/, lib/ and config/ never import features/: pass what they need in',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/coverage/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // the service worker template: a worker's globals, and the precache list pwa.plugin.ts fills in
    files: ['apps/web/pwa/*.js'],
    languageOptions: { globals: { ...globals.serviceworker, __SHORTLIST_PRECACHE__: 'readonly' } },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    ignores: ['packages/contracts/**/*.test.ts', 'packages/contracts/vitest.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'contracts imports only zod' }] },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiNeverImportsWeb] }] },
  },
  // The layers below the features never reach up into them.
  {
    files: ['apps/api/src/{http,db,integrations,access,auth-core,config}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            apiNeverImportsWeb,
            { group: ['**/modules/**'], message: 'http/, db/, integrations/, access/ never import modules/' },
          ],
        },
      ],
    },
  },
  // A module reaches another feature through its service, never its repository or read models; the one seam for
  // another feature's SQL is its `*.fragment.ts` files. Only repositories, read models and fragments touch drizzle.
  ...readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name }) => {
      const otherRepository = {
        regex: `^\\.\\./(?!${name}/)[^/]+/[^/]+\\.(repository|read-model)$`,
        message:
          "a module never imports another module's repository or read model: call its service, or import its SQL from its *.fragment.ts",
      };
      const noFragment = {
        regex: `\\.fragment$`,
        message: 'a service or router never holds SQL: a repository or read model imports the fragment',
      };
      const noDrizzle = {
        group: ['drizzle-orm', 'drizzle-orm/*'],
        message: 'only repositories touch drizzle',
      };
      return [
        {
          files: [`apps/api/src/modules/${name}/**/*.ts`],
          rules: {
            'no-restricted-imports': ['error', { patterns: [apiNeverImportsWeb, otherRepository] }],
          },
        },
        {
          files: [`apps/api/src/modules/${name}/**/*.{router,service}.ts`],
          rules: {
            'no-restricted-imports': [
              'error',
              { patterns: [apiNeverImportsWeb, otherRepository, noDrizzle, noFragment] },
            ],
          },
        },
      ];
    }),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webNeverImportsApi] }],
    },
  },
  {
    files: ['apps/web/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [webNeverImportsApi, webNeverImportsApp, webSharedNeverImportsFeatures] },
      ],
    },
  },
  // components/ folders hold components: a helper, hook or fixture goes to lib/, hooks/ or src/testing/.
  {
    files: ['apps/web/src/**/components/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'components/ holds .tsx components: move this to lib/ or hooks/' },
      ],
    },
  },
  // Web features never import each other (what two features share lives in components/ or lib/), nor app/.
  ...readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              webNeverImportsApi,
              webNeverImportsApp,
              {
                regex: `^@/features/(?!${name}/)`,
                message: 'features never import each other: move shared code to components/ or lib/',
              },
            ],
          },
        ],
      },
    })),
  prettier,
);
