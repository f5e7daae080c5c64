#!/usr/bin/env node
// `npm test`: every check, in order — lint and format, typecheck, unit tests, i18n completeness,
// Storybook build + test-runner (play, console errors, axe, visual baselines),
// production build + e2e, size budgets — ending with one line "N passed, N failed".
//
//   npm test                          everything
//   npm test -- --only stories,e2e    some stages
//   npm run baselines:update          re-record the visual baselines (stories stage, -u)
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { freePort } from './freePort.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const updateBaselines = args.includes('--update-baselines');
const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  CHROMIUM_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
  // The browsers see only the fonts the test command installs (scripts/fonts/fonts.conf).
  FONTCONFIG_FILE: path.join(root, 'scripts', 'fonts', 'fonts.conf'),
};

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(command, commandArgs, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: 'inherit', ...options });
    child.on('close', (code) => resolve(code ?? 1));
  });
}
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(path.join(results, file), 'utf8'));
  } catch {
    return null;
  }
};
/** A stage that produced no report counts as one failure, never as a pass. */
const counted = (report, code, pick) => {
  const counts = report ? pick(report) : { passed: 0, failed: 1 };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
};

/** A minimal static server for the built Storybook (the MSW worker needs a real origin). */
function serveStatic(dir, port) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.mjs': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.woff2': 'font/woff2',
    '.ico': 'image/x-icon',
  };
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir)) file = path.join(dir, 'index.html');
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const stages = {
  async lint() {
    // oxlint (.oxlintrc.json: every finding an error, type-aware, the layer rules), then Biome's format check.
    const lint = await run('npx', ['oxlint', '--deny-warnings']);
    const format = await run('npx', ['biome', 'format', '.']);
    return lint === 0 && format === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  },
  async typecheck() {
    const code = await run('npx', ['tsc', '-p', 'tsconfig.json']);
    return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  },
  async unit() {
    const code = await run('npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.test-results/unit.json',
    ]);
    return counted(readJson('unit.json'), code, (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests + (r.numTotalTestSuites > 0 && r.numTotalTests === 0 ? 1 : 0),
    }));
  },
  async i18n() {
    const code = await run('node', ['scripts/check-i18n.mjs', '--json', '.test-results/i18n.json']);
    return counted(readJson('i18n.json'), code, (r) => r);
  },
  async stories() {
    if ((await run('bash', ['scripts/ensure-browser.sh'])) !== 0) return { passed: 0, failed: 1 };
    const build = await run('npx', [
      'storybook',
      'build',
      '--quiet',
      '--loglevel',
      'warn',
      '-o',
      'storybook-static',
      '--disable-telemetry',
    ]);
    if (build !== 0) return { passed: 0, failed: 1 };
    // Port 0: the system gives a free one, so a leftover server never answers for this build.
    const server = await serveStatic(path.join(root, 'storybook-static'), 0);
    const { port } = server.address();
    const runnerArgs = ['test-storybook', '--url', `http://127.0.0.1:${port}`, '--maxWorkers=2', '--failOnConsole'];
    // --ci: a missing baseline fails instead of being silently written.
    runnerArgs.push(updateBaselines ? '-u' : '--ci');
    // STORIES=AlertDialog,Toast: only story files whose paths match (local iteration).
    if (process.env.STORIES) runnerArgs.push(...process.env.STORIES.split(','));
    const code = await run('npx', runnerArgs);
    server.close();
    return counted(readJson('stories.json'), code, (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
    }));
  },
  async e2e() {
    if ((await run('bash', ['scripts/ensure-browser.sh'])) !== 0) return { passed: 0, failed: 1 };
    if ((await run('npx', ['vite', 'build', '--logLevel', 'warn'])) !== 0) return { passed: 0, failed: 1 };
    // The simulator's e2e (e2e/simulator.spec.ts) drives the dev app as `npm start` serves it, built once in mock mode.
    const simBuild = ['vite', 'build', '--mode', 'mock', '--outDir', 'dist-sim', '--logLevel', 'warn'];
    if ((await run('npx', simBuild)) !== 0) return { passed: 0, failed: 1 };
    // The mock server and the tests on a port free now (the config reads E2E_PORT): a leftover server never answers.
    const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      env: { ...env, E2E_PORT: String(await freePort()), SIM_PORT: String(await freePort()) },
    });
    return counted(readJson('e2e.json'), code, (r) => ({
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected,
    }));
  },
  async size() {
    if (!existsSync(path.join(root, 'dist', '.vite', 'manifest.json'))) {
      if ((await run('npx', ['vite', 'build', '--logLevel', 'warn'])) !== 0) return { passed: 0, failed: 1 };
      // The simulator's e2e (e2e/simulator.spec.ts) drives the dev app as `npm start` serves it, built once in mock mode.
      const simBuild = ['vite', 'build', '--mode', 'mock', '--outDir', 'dist-sim', '--logLevel', 'warn'];
      if ((await run('npx', simBuild)) !== 0) return { passed: 0, failed: 1 };
    }
    if ((await run('bash', ['scripts/ensure-browser.sh'])) !== 0) return { passed: 0, failed: 1 };
    // Every route's first visit in Chromium, and a throwaway area built beside them (--isolation).
    const code = await run('npx', ['tsx', 'scripts/check-size.ts', '--isolation', '--json', '.test-results/size.json']);
    return counted(readJson('size.json'), code, (r) => r);
  },
};

const started = Date.now();
const summary = [];
for (const [name, stage] of Object.entries(stages)) {
  if (only && !only.includes(name)) continue;
  if (updateBaselines && name !== 'stories') continue;
  console.log(`\n━━━ ${name} ━━━`);
  const stageStart = Date.now();
  const counts = await stage();
  summary.push({ name, ...counts, seconds: Math.round((Date.now() - stageStart) / 1000) });
}

console.log('\n━━━ summary ━━━');
for (const s of summary)
  console.log(`${s.failed ? '✗' : '✓'} ${s.name.padEnd(10)} ${s.passed} passed, ${s.failed} failed  (${s.seconds}s)`);
const passed = summary.reduce((n, s) => n + s.passed, 0);
const failed = summary.reduce((n, s) => n + s.failed, 0);
console.log(`total time ${Math.round((Date.now() - started) / 1000)}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
