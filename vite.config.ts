/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { devPagesIndex } from './mocks/devPages/vitePlugin.ts';
import { inlineBootFallback } from './scripts/vite/inlineBootFallback.ts';
import { localeFiles } from './scripts/vite/localeFiles.ts';
import { shakeableReactRouter } from './scripts/vite/shakeableReactRouter.ts';
import { stripCssComments } from './scripts/vite/stripCssComments';

/**
 * react-router's package exports only point at its development build (warnings and
 * invariant messages included). Production bundles take the production build it ships.
 */
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const syncExternalStore = fileURLToPath(new URL('./scripts/vite/useSyncExternalStore.ts', import.meta.url));

/**
 * The shell's chunks (React, then src/app/start.tsx and everything else it imports) are requested by
 * the page itself, next to the small entry, rather than one round trip after the entry has run.
 */
function preloadShell(): Plugin {
  return {
    name: 'preload-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.values(bundle ?? {})
          .filter((output) => output.type === 'chunk' && (output.name === 'shell' || output.name === 'react'))
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          })),
    },
  };
}

export default defineConfig(({ mode }) => ({
  // Mock mode (`npm start`) also prints, and on a desktop opens, the index of every page (mocks/devPages).
  plugins: [
    react(),
    localeFiles(),
    inlineBootFallback(),
    preloadShell(),
    stripCssComments(),
    shakeableReactRouter(),
    ...(mode === 'mock' ? [devPagesIndex()] : []),
  ],
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: syncExternalStore },
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  // The MSW worker is only served by the mock dev app; production has no public files.
  publicDir: mode === 'mock' ? 'mocks/public' : false,
  build: {
    // Web views on mid-range phones: Android System WebView and iOS WKWebView of recent years.
    target: ['es2020', 'chrome87', 'safari14'],
    manifest: true,
    // A page's preload list leaves out React and the shell: the entry has loaded both before any page
    // is imported, and naming them in every route's list only adds bytes to the route table.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !/^assets\/(shell|react)-/.test(dep)) },
    sourcemap: false,
    // Chunks by use: the entry is tiny (the route table: main.tsx starts the first page's code at
    // once), the shell is two files (React, the rest), and everything else — pages, areas, design-system
    // components, libraries — is split by which pages import it. A page downloads only what it uses, and
    // a new area adds nothing to another area's pages (scripts/check-size.ts proves both in a browser).
    // The web view loads from a CDN over HTTP/2, and a route's chunks are modulepreloaded together
    // when its import starts, so the extra files cost no extra round trips.
    rolldownOptions: {
      output: {
        // Pictures by their hash alone: their addresses sit in the code (a board's banner and prize
        // map), where a readable name would only add bytes to every board's first visit.
        // The same for the shared chunks: every chunk's address is in the entry (the route table's preload lists),
        // which every first visit downloads. Pages, the shell, React, Scaffold and the debug console keep readable
        // names (size reports, e2e tests that make one of them vanish or look for it).
        chunkFileNames: (chunk) =>
          /Page$|^(shell|react|Scaffold)$|vconsole/i.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        assetFileNames: (asset) =>
          (asset.names[0] ?? '').endsWith('.svg') ? 'assets/[hash][extname]' : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'entry', tags: ['$initial'], priority: 5 },
            // React on its own, so main.tsx can run it in a task before the rest of the shell.
            // The bundler's runtime helpers (CommonJS interop) go with React, which needs them first: not a
            // chunk of their own that every page would fetch besides.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0?rolldown[:/]runtime/,
              priority: 4,
            },
            // start.tsx and, with it, everything else it imports (the router, i18n, styled-components, the app's shell).
            { name: 'shell', test: /src[\\/]app[\\/]start\.tsx$/, priority: 3 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // Output of builds and test runs is not source: a change there must not reload the dev app's page.
    watch: {
      ignored: [
        '**/storybook-static/**',
        '**/dist/**',
        '**/dist-lighthouse/**',
        '**/dist-sim/**',
        '**/.test-results/**',
      ],
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
    // DOM tests opt in with a `@vitest-environment happy-dom` comment.
    environment: 'node',
    // Both cores: Vitest's default is one fewer than the machine has, a single worker on the 2-core CI machine.
    maxWorkers: 2,
    // Node has no page to fetch the strings from: the same files, read from disk.
    alias: [
      {
        find: /^\.\/localeSource$/,
        replacement: fileURLToPath(new URL('./src/platform/i18n/localeSource.disk.ts', import.meta.url)),
      },
    ],
  },
}));
