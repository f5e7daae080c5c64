#!/usr/bin/env node
// Lighthouse mobile performance of /h5/whole_rank against the mocks: a production build served
// by the e2e mock server (gzip, same MSW handlers) at a production-like host name
// (h5.lighthouse.test, mapped to 127.0.0.1 — an IP or localhost would switch debug mode and its
// console on), with the production API base pointed at that host. Lighthouse's default mobile
// run (Moto G Power, simulated slow 4G, 4× CPU slowdown) in Debian's Chromium; one warm-up run (not
// scored: a cold browser and server), then five (LIGHTHOUSE_RUNS), the
// median must reach the budget. Usage: node scripts/lighthouse.mjs [--json out.json]
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BUDGET = 0.95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PORT = 4181;
const HOST = 'h5.lighthouse.test';
const ORIGIN = `http://${HOST}:${PORT}`;
const PAGE = `${ORIGIN}/h5/whole_rank?access_token=lighthouse-member`;
const OUT_DIR = 'dist-lighthouse';
const root = path.resolve(import.meta.dirname, '..');
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;

const build = spawn('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT_DIR], {
  cwd: root,
  env: { ...process.env, VITE_API_BASE_PRODUCTION: ORIGIN },
  stdio: 'inherit',
});
if ((await new Promise((resolve) => build.on('close', resolve))) !== 0) process.exit(1);

// Its own process group, so stopping it also stops the tsx child that serves.
const server = spawn('npx', ['tsx', 'e2e/mockServer.ts'], {
  cwd: root,
  env: { ...process.env, E2E_PORT: String(PORT), DIST_DIR: OUT_DIR },
  stdio: 'inherit',
  detached: true,
});
const stopServer = () => {
  try {
    if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
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
try {
  await serverUp();
} catch (error) {
  stopServer();
  throw error;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: [
    `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const runs = [];
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR; // full reports, for looking into a score
try {
  await lighthouse(PAGE, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }); // warm-up
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(PAGE, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { audits, categories } = result.lhr;
    if (reportDir) writeFileSync(path.join(reportDir, `lighthouse-${run + 1}.json`), result.report);
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
    console.log(
      `run ${run + 1}: performance ${Math.round(last.score * 100)}  FCP ${last.fcp} ms  LCP ${last.lcp} ms  TBT ${last.tbt} ms  CLS ${last.cls.toFixed(3)}  SI ${last.si} ms`,
    );
  }
} finally {
  chrome.kill(); // synchronous (chrome-launcher 1.x)
  stopServer();
}

const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)].score;
const ok = median >= BUDGET;
console.log(
  `${ok ? '✓' : '✗'} Lighthouse mobile performance on /h5/whole_rank: median ${Math.round(median * 100)} (budget ${BUDGET * 100})`,
);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, median, runs }, null, 2));
process.exit(ok ? 0 : 1);
