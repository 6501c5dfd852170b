import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './scripts/eslint/featureBoundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/__generated__/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'feature-boundaries': featureBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'feature-boundaries/no-cross-feature-imports': 'error',
      // One date library: dayjs (web/src/i18n/format.ts). date-fns is Blueprint's own dependency;
      // the web hands Blueprint's date picker only its Japanese locale, in DayInput.tsx.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['date-fns', 'date-fns/*'],
              message: 'Dates are dayjs (i18n/format.ts); date-fns is only for DayInput.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/components/date/DayInput.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
