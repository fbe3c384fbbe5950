import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const NO_SERVER = { group: ['**/server/**'], message: 'src must not import server; use mocks/' };
/** src/api or one of its modules, by a relative path: '../api/memo', './api/readClient', '../../api'. */
const API_MODULE = String.raw`^(\.\.?\/)+api(\/[A-Za-z]+)?$`;
const NO_KY = { group: ['ky'], message: 'Only src/api uses the HTTP client; call a store (design.md convention 7).' };
const NO_API = {
  regex: API_MODULE,
  message: 'Only stores (src/store/*) talk to the server: read and call a store, which imports src/api (design.md convention 7).',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'data', 'public/mockServiceWorker.js', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_API, NO_KY] }],
      'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${API_MODULE}/]`, message: NO_API.message }],
    },
  },
  {
    // The stores are the one way to the server (design.md convention 7): only they, and src/api itself, import src/api.
    files: ['src/store/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_KY] }], 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER] }], 'no-restricted-syntax': 'off' },
  },
  {
    // vite.config.ts runs in Node and sends the server's security headers from the dev server.
    files: ['server/**', 'mocks/**', 'tests/**', 'bench/**', 'scripts/**', 'contract/**', 'vite.config.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // The codec the server runs headless (server/collab/): the document codec and the codec-only block registry import
    // no views, styles or the block registry (which brings them), so Node can load them (issue 34).
    files: [
      'src/editor/document/codec.ts',
      'src/editor/document/inlineCodec.ts',
      'src/editor/document/listCodec.ts',
      'src/blocks/codecs.ts',
      'src/blocks/*/*.codec.ts',
      'src/blocks/*/*.schema.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SERVER,
            {
              regex: String.raw`^(react|react-dom|@tiptap/react)$|\.(css|tsx)$|View$|^(\.\./)+blocks(/index)?$|^\.\.?(/index)?$`,
              caseSensitive: true,
              message: 'The codec runs on the server too: import only pure modules (src/blocks/codecs.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may import the api for their own setup (vi.mock, a typed error to throw).
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
