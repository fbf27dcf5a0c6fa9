// Lint: typescript-eslint's strict, type-checked rules over the sources, tests, benchmark and scripts.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', '.ci/', 'fixtures/', 'bench/.cache/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // counts, sizes and line numbers read well in messages
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='localeCompare']",
          message: 'Order text with compareText (util/compare-text.ts): the same on every machine, and no ICU start-up cost.',
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: {
      // a test that meets undefined where it expects a value fails, which is what it should do
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
