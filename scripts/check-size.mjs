#!/usr/bin/env node
// Size budgets of the production bundle (dist/), from Vite's manifest:
// initial JS of the shell ≤ 150 KB gzip; each lazily loaded chunk ≤ 25 KB gzip;
// no mock, MSW or debug-console code anywhere in the bundle.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
const KB = 1024;
const SHELL_BUDGET = 150 * KB;
const CHUNK_BUDGET = 25 * KB;
// Strings that only mock, MSW or debug-console code contains.
const FORBIDDEN = ['[MSW]', 'mockServiceWorker', '__mockBridge', 'mockbridge:call', 'vConsole', 'VConsole'];

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
  // Initial JS: the entry and everything it imports statically.
  const initial = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit(entryKey);
  const shellBytes = [...initial].filter((f) => f.endsWith('.js')).reduce((sum, file) => sum + gz(file), 0);
  check(`shell initial JS ${kb(shellBytes)} gzip ≤ ${kb(SHELL_BUDGET)}`, shellBytes <= SHELL_BUDGET, [...initial].join(', '));

  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.file.endsWith('.js')) continue;
    const bytes = gz(chunk.file);
    check(`lazy chunk ${key} ${kb(bytes)} gzip ≤ ${kb(CHUNK_BUDGET)}`, bytes <= CHUNK_BUDGET, chunk.file);
  }

  const files = readdirSync(dist, { recursive: true }).map(String).filter((f) => /\.(js|html)$/.test(f));
  const offenders = files.flatMap((file) => {
    const text = readFileSync(path.join(dist, file), 'utf8');
    return FORBIDDEN.filter((marker) => text.includes(marker)).map((marker) => `${file} contains "${marker}"`);
  });
  check('no mock, MSW or debug-console code in the bundle', offenders.length === 0, offenders.join('; '));
  check('no mockServiceWorker.js shipped', !existsSync(path.join(dist, 'mockServiceWorker.js')), '');
}

for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name}${r.ok || !r.detail ? '' : `\n    ${r.detail}`}`);
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`size: ${passed} passed, ${failed} failed`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed }));
process.exit(failed === 0 ? 0 : 1);
