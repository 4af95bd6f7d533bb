// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** ESLint with typescript-eslint's type-checked rules, over the sources, tests, examples, bench and scripts. */
export default defineConfig(
  globalIgnores(['dist/**', 'docs/api/**', 'node_modules/**', 'examples/web/dist/**', 'coverage/**', '.scratch/**', 'test/.doc-examples/**']),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // The code compiles with noUncheckedIndexedAccess, so an index read is `T | undefined`; the engine's
      // invariants (a seat exists, a row is 0 to 4) make `!` after such a read the honest way to say so, and
      // the hot paths cannot afford a check per read. Non-null assertions elsewhere are reviewed as code.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers and booleans in messages are what the error messages are made of.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // A leading underscore names what a destructuring leaves out on purpose (`const { seed: _seed, ...view }`).
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // The hostile-input tests build untyped and misbehaving values on purpose, to feed them to the readers.
    files: ['test/helpers/hostile.ts', 'test/core/*.test.ts', 'test/tessera/setup.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-dynamic-delete': 'off',
      '@typescript-eslint/no-array-delete': 'off',
    },
  },
  {
    // The test fixtures spell tiles as ASCII letters, which a string spread splits correctly.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-misused-spread': 'off' },
  },
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked], languageOptions: { globals: { URL: 'readonly' } } },
);
