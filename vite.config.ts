/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * react-router's package exports only point at its development build (warnings and
 * invariant messages included). Production bundles take the production build it ships.
 */
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: mode === 'production' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  // The MSW worker is only served by the mock dev app; production has no public files.
  publicDir: mode === 'mock' ? 'mocks/public' : false,
  build: {
    // Web views on mid-range phones: Android System WebView and iOS WKWebView of recent years.
    target: ['es2020', 'chrome87', 'safari14'],
    manifest: true,
    sourcemap: false,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    include: ['src/**/*.test.ts', 'mocks/**/*.test.ts'],
    // DOM tests opt in with a `@vitest-environment happy-dom` comment.
    environment: 'node',
  },
}));
