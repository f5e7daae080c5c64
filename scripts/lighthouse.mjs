#!/usr/bin/env node
// Lighthouse mobile performance of /h5/whole_rank: the production bundle (dist/) served by the
// e2e mock server (gzip, same MSW handlers), Lighthouse's default mobile run (Moto G Power
// viewport, simulated slow 4G, 4× CPU slowdown) in Debian's Chromium. Three runs, the median
// score must reach the budget. Usage: node scripts/lighthouse.mjs [--json out.json]
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BUDGET = 0.95;
const RUNS = 3;
const PORT = 4181;
const PAGE = `http://127.0.0.1:${PORT}/h5/whole_rank?access_token=lighthouse-member`;
const root = path.resolve(import.meta.dirname, '..');
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;

const server = spawn('npx', ['tsx', 'e2e/mockServer.ts'], { cwd: root, env: { ...process.env, E2E_PORT: String(PORT) }, stdio: 'inherit' });
const serverUp = async () => {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`mock server exited (${server.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('mock server did not start');
};
await serverUp();

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const runs = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(PAGE, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const { audits, categories } = result.lhr;
    const metric = (id) => Math.round(audits[id]?.numericValue ?? NaN);
    runs.push({
      score: categories.performance.score,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      si: metric('speed-index'),
    });
    const last = runs.at(-1);
    console.log(`run ${run + 1}: performance ${Math.round(last.score * 100)}  FCP ${last.fcp} ms  LCP ${last.lcp} ms  TBT ${last.tbt} ms  CLS ${last.cls.toFixed(3)}  SI ${last.si} ms`);
  }
} finally {
  await chrome.kill();
  server.kill();
}

const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)].score;
const ok = median >= BUDGET;
console.log(`${ok ? '✓' : '✗'} Lighthouse mobile performance on /h5/whole_rank: median ${Math.round(median * 100)} (budget ${BUDGET * 100})`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, median, runs }, null, 2));
process.exit(ok ? 0 : 1);
