#!/usr/bin/env node
// Size budgets of the production bundle (dist/), from Vite's manifest:
// the entry ≤ 5 KB gzip; initial JS of the shell (the entry and the chunks index.html preloads) ≤ 150 KB gzip; each lazily loaded chunk ≤ 25 KB gzip, counted
// with the chunks only its own area pulls in beyond the shell;
// no mock or MSW code anywhere; the debug console (vConsole) only as its own lazy
// chunk, fetched on debug hosts alone, never in the initial JS.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
const KB = 1024;
const SHELL_BUDGET = 150 * KB;
const CHUNK_BUDGET = 25 * KB;
const ENTRY_BUDGET = 5 * KB;
// Strings that only mock or MSW code contains: never anywhere in dist.
const MOCK_MARKERS = ['[MSW]', 'mockServiceWorker', '__mockBridge', 'mockbridge:call'];
// Strings of the debug console: never in the initial JS.
const DEBUG_MARKERS = ['vConsole', 'VConsole'];
// Lazy chunks that are not routes: the debug console, downloaded only when debug is on.
const EXEMPT_FROM_CHUNK_BUDGET = [/node_modules\/vconsole\//];

const results = [];
const check = (name, ok, detail) => results.push({ name, ok, detail });
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  check('manifest', false, 'dist/.vite/manifest.json missing: run `npm run build` first');
} else {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // Initial JS: what index.html loads before any page — the entry, the chunks it links for
  // preloading (the shell, the shared chunk) and everything those import statically.
  const initial = new Set();
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit(entryKey);
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)) visit(keyOfFile.get(href));
  // The entry only holds the route table and starts the first page's code; anything heavy in it
  // (React, the router…) would delay that head start until it has downloaded.
  const entryBytes = gz(manifest[entryKey].file);
  check(
    `entry ${kb(entryBytes)} gzip ≤ ${kb(ENTRY_BUDGET)} (the route table only)`,
    entryBytes <= ENTRY_BUDGET,
    manifest[entryKey].file,
  );
  const shellBytes = [...initial].filter((f) => f.endsWith('.js')).reduce((sum, file) => sum + gz(file), 0);
  check(
    `shell initial JS ${kb(shellBytes)} gzip ≤ ${kb(SHELL_BUDGET)}`,
    shellBytes <= SHELL_BUDGET,
    [...initial].join(', '),
  );

  // A lazy chunk's budget counts what opening it downloads beyond the shell, except
  // chunks that routes of other areas download too (the design system's Scaffold,
  // Button, Modal…): those are shared, cached once, and not this route's weight.
  // The whole first-visit download is printed alongside.
  const downloadOf = (key) => {
    const files = new Set();
    const walk = (k) => {
      const chunk = manifest[k];
      if (!chunk || initial.has(chunk.file) || files.has(chunk.file)) return;
      files.add(chunk.file);
      (chunk.imports ?? []).forEach(walk);
    };
    walk(key);
    return [...files].filter((f) => f.endsWith('.js'));
  };
  const areaOf = (key) => /src\/features\/([^/]+)\//.exec(key)?.[1] ?? key;
  const lazyKeys = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && manifest[key].file.endsWith('.js') && !initial.has(manifest[key].file),
  );
  const areasByFile = new Map();
  for (const key of lazyKeys) {
    for (const file of downloadOf(key)) areasByFile.set(file, new Set([...(areasByFile.get(file) ?? []), areaOf(key)]));
  }
  for (const key of lazyKeys) {
    if (EXEMPT_FROM_CHUNK_BUDGET.some((pattern) => pattern.test(key))) continue;
    const files = downloadOf(key);
    const own = files.filter((file) => file === manifest[key].file || areasByFile.get(file).size === 1);
    const ownBytes = own.reduce((sum, file) => sum + gz(file), 0);
    const allBytes = files.reduce((sum, file) => sum + gz(file), 0);
    check(
      `lazy chunk ${key} ${kb(ownBytes)} gzip ≤ ${kb(CHUNK_BUDGET)} (first visit with shared UI: ${kb(allBytes)})`,
      ownBytes <= CHUNK_BUDGET,
      own.join(', '),
    );
  }

  const markersIn = (files, markers) =>
    files.flatMap((file) => {
      const text = readFileSync(path.join(dist, file), 'utf8');
      return markers.filter((marker) => text.includes(marker)).map((marker) => `${file} contains "${marker}"`);
    });
  const allFiles = readdirSync(dist, { recursive: true })
    .map(String)
    .filter((f) => /\.(js|html)$/.test(f));
  const mockOffenders = markersIn(allFiles, MOCK_MARKERS);
  check('no mock or MSW code anywhere in the bundle', mockOffenders.length === 0, mockOffenders.join('; '));
  const debugOffenders = markersIn(['index.html', ...[...initial].filter((f) => f.endsWith('.js'))], DEBUG_MARKERS);
  check('no debug-console code in the initial JS', debugOffenders.length === 0, debugOffenders.join('; '));
  check('no mockServiceWorker.js shipped', !existsSync(path.join(dist, 'mockServiceWorker.js')), '');
}

for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name}${r.ok || !r.detail ? '' : `\n    ${r.detail}`}`);
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`size: ${passed} passed, ${failed} failed`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed }));
process.exit(failed === 0 ? 0 : 1);
