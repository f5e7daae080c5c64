#!/usr/bin/env node
// Lighthouse mobile performance of /h5/whole_rank, /h5/race, /h5/noble and /h5/christmas against the mocks: a production
// build served by the e2e mock server (gzip, same MSW handlers) behind an HTTP/2 TLS front (as the
// CDN serves the web view; a self-signed certificate made per run), at a production-like host name
// (h5.lighthouse.test, mapped to 127.0.0.1 — an IP or localhost would switch debug mode and its
// console on), with the production API base pointed at that host. Lighthouse's default mobile
// run (Moto G Power, simulated slow 4G, 4× CPU slowdown) in Debian's Chromium; one warm-up run per
// page (not scored: a cold browser and server), then five (LIGHTHOUSE_RUNS); each page's median
// must reach the budget. Each run prints Lighthouse's benchmarkIndex (how fast this machine's CPU
// was at that moment: the 4× slowdown multiplies what it measures).
// Usage: node scripts/lighthouse.mjs [--json out.json] [--page /h5/race]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from './freePort.mjs';

const BUDGET = 0.95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PORT = await freePort(); // the mock server (HTTP/1.1, gzip)
const TLS_PORT = await freePort(); // the HTTP/2 front
const HOST = 'h5.lighthouse.test';
const ORIGIN = `https://${HOST}:${TLS_PORT}`;
const pageArg = process.argv.includes('--page') ? process.argv[process.argv.indexOf('--page') + 1] : null;
const PAGES = pageArg ? [pageArg] : ['/h5/whole_rank', '/h5/race', '/h5/noble', '/h5/christmas'];
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

// HTTP/2 with TLS (browsers speak HTTP/2 only over TLS) in front of the mock server.
const certDir = mkdtempSync(path.join(tmpdir(), 'h5-lighthouse-'));
const keyFile = path.join(certDir, 'key.pem');
const certFile = path.join(certDir, 'cert.pem');
const openssl = spawnSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    keyFile,
    '-out',
    certFile,
    '-days',
    '1',
    '-subj',
    `/CN=${HOST}`,
  ],
  { stdio: 'ignore' },
);
if (openssl.status !== 0) {
  stopServer();
  throw new Error('openssl could not make the certificate');
}
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];
const front = http2.createSecureServer({ key: readFileSync(keyFile), cert: readFileSync(certFile), allowHTTP1: true });
front.on('request', (request, response) => {
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(':')));
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: PORT,
      method: request.method,
      path: request.url,
      headers: { ...headers, host: `${HOST}:${TLS_PORT}` },
    },
    (reply) => {
      for (const name of HOP_BY_HOP) delete reply.headers[name];
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
});
await new Promise((resolve) => front.listen(TLS_PORT, '127.0.0.1', resolve));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: [
    `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
    '--ignore-certificate-errors',
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const reportDir = process.env.LIGHTHOUSE_REPORT_DIR; // full reports, for looking into a score
const options = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
const results = [];
try {
  for (const page of PAGES) {
    const url = `${ORIGIN}${page}?access_token=lighthouse-member`;
    await lighthouse(url, options); // warm-up
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(url, options);
      const { audits, categories, environment } = result.lhr;
      if (reportDir)
        writeFileSync(path.join(reportDir, `lighthouse${page.replaceAll('/', '-')}-${run + 1}.json`), result.report);
      const metric = (id) => Math.round(audits[id]?.numericValue ?? NaN);
      const last = {
        score: categories.performance.score,
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        si: metric('speed-index'),
        benchmarkIndex: Math.round(environment.benchmarkIndex),
      };
      runs.push(last);
      console.log(
        `${page} run ${run + 1}: performance ${Math.round(last.score * 100)}  FCP ${last.fcp} ms  LCP ${last.lcp} ms  TBT ${last.tbt} ms  CLS ${last.cls.toFixed(3)}  SI ${last.si} ms  benchmarkIndex ${last.benchmarkIndex}`,
      );
    }
    const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)].score;
    results.push({ page, median, runs });
  }
} finally {
  chrome.kill(); // synchronous (chrome-launcher 1.x)
  front.close();
  stopServer();
}

for (const { page, median } of results) {
  console.log(
    `${median >= BUDGET ? '✓' : '✗'} Lighthouse mobile performance on ${page}: median ${Math.round(median * 100)} (budget ${BUDGET * 100})`,
  );
}
const ok = results.every(({ median }) => median >= BUDGET);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, results }, null, 2));
process.exit(ok ? 0 : 1);
