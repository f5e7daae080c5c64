// Size budgets of the production bundle, measured the way a phone pays for them.
//
//   npx tsx scripts/check-size.ts [--dist dist] [--json out.json] [--isolation] [--route /h5/a,/h5/b] [--files]
//
// Every built route is opened cold in Chromium (a new context: no cache) from the mock server that
// serves dist/ as the CDN does; every JS file and locale file (strings are code's weight too: they were JS
// chunks before scripts/vite/localeFiles.ts) it downloads before its first screen has settled
// (network idle after load) is weighed at gzip -9. Budgets: every route ≤ 168 KB (on its way to 160), simple pages
// ≤ 155 KB. Static checks beside it: the entry ≤ 5 KB (the areas' paths only), the shell index.html
// loads ≤ 150 KB, no mock/MSW code anywhere, no debug console in the initial JS.
//
// --isolation also proves the budget does not grow with the number of areas: it copies the tree,
// adds a throwaway area with a large component and a large library, builds it, and checks that no
// other route downloads a byte of it and that /h5/whole_rank's first visit stays the same size.
import { spawn, spawnSync } from 'node:child_process';
import { roundIdAt, roundStartAt } from '../src/features/race/model.ts';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import { installMockBridge } from '../mocks/bridge/mockBridge';
import { appRoutes } from '../src/app/appRoutes';
import { freePort } from './freePort.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dist = path.resolve(root, option('--dist') ?? 'dist');
const jsonOut = option('--json');
const KB = 1024;
const ROUTE_BUDGET = 168 * KB;
const SIMPLE_ROUTE_BUDGET = 155 * KB;
/** Pages with no data of their own: the stack, the shell and a styled page. */
const SIMPLE_ROUTES = ['/h5/activity_end'];
const SHELL_BUDGET = 150 * KB;
const ENTRY_BUDGET = 5 * KB;
// Strings that only mock, MSW or simulator (mocks/simulator) code contains: never anywhere in dist.
const MOCK_MARKERS = ['[MSW]', 'mockServiceWorker', '__mockBridge', 'mockbridge:call', '__h5Simulator', '__simAgent'];
// Strings of the debug console: never in the initial JS.
const DEBUG_MARKERS = ['vConsole', 'VConsole'];

const results: { name: string; ok: boolean; detail?: string }[] = [];
const check = (name: string, ok: boolean, detail = '') => results.push({ name, ok, detail });
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const gzipOf = (distDir: string, file: string) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;

const healthy = async (port: number) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
};

/**
 * The mock server of the e2e tests (same MSW handlers), serving one build, in its own process group
 * (npx → tsx → node: stopping the group stops them all), on a port that was free a moment ago (`freePort`). One
 * already answering is still refused: it would be another build's server, and every measurement would be of the wrong
 * files.
 */
async function startServer(distDir: string, port: number): Promise<() => void> {
  if (await healthy(port)) throw new Error(`port ${port} is in use: stop whatever serves there first`);
  const server = spawn('npx', ['tsx', 'e2e/mockServer.ts'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: distDir, E2E_PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await healthy(port)) return stop;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`mock server for ${distDir} did not start`);
}

// The page is opened at a production host name (an IP or localhost would switch the debug console on),
// mapped to the mock server; the build's production API base is answered by the same mock server.
const SIZE_HOST = 'h5.size.test';
const API_BASE = 'https://api.example-live.com';
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/** The JS and locale files (paths inside dist) a cold first visit of `route` downloads before its first screen settles. */
async function firstVisitScripts(browser: Browser, port: number, route: string): Promise<string[]> {
  const origin = `http://${SIZE_HOST}:${port}`;
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-TW',
    userAgent:
      'Mozilla/5.0 (Linux; Android 12; SM-A525F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  await page.addInitScript(installMockBridge, {});
  await page.route(`${API_BASE}/**`, async (request) => {
    if (request.request().method() === 'OPTIONS') return request.fulfill({ status: 204, headers: CORS });
    const url = new URL(request.request().url());
    const response = await request.fetch({ url: `http://127.0.0.1:${port}${url.pathname}${url.search}` });
    return request.fulfill({ response, headers: { ...response.headers(), ...CORS } });
  });
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const file = url.pathname.slice(1);
    if (url.origin === origin && (request.resourceType() === 'script' || file.startsWith('assets/locales-')))
      scripts.add(file);
  });
  await page.goto(`${origin}${route}?access_token=size-check`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...scripts].sort();
}

interface RouteVisit {
  route: string;
  files: string[];
  bytes: number;
}

/**
 * Every visit lands at the same moment of a racing round: 5 s into the refuelling countdown (the race
 * screens' first screen), so what a visit downloads does not depend on the time of day. A visit that
 * lands on a finished round (8 s of every 40) also downloads the result dialog's overlay code, ~2 KB:
 * README → "What `npm test` runs", size.
 */
async function pinRaceClock(port: number): Promise<void> {
  const roundStart = roundStartAt(roundIdAt(Date.now()) + 1);
  const response = await fetch(`http://127.0.0.1:${port}/__mock/race/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: roundStart + 5_000 }),
  });
  if (!response.ok) throw new Error('could not pin the race clock of the mock server');
}

async function measureRoutes(distDir: string, port: number, routes: string[]): Promise<RouteVisit[]> {
  const stopServer = await startServer(distDir, port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      `--host-resolver-rules=MAP ${SIZE_HOST} 127.0.0.1`,
    ],
  });
  try {
    // Two visits at a time (each in its own cold context): the run's longest part, on two cores. The race clock is
    // pinned before each visit to the same moment of the same round, so a visit beside another lands there too.
    const visits: RouteVisit[] = [];
    const queue = [...routes];
    const visitor = async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        await pinRaceClock(port);
        const files = await firstVisitScripts(browser, port, route);
        visits.push({ route, files, bytes: files.reduce((sum, file) => sum + gzipOf(distDir, file), 0) });
      }
    };
    await Promise.all([visitor(), visitor()]);
    return routes.map((route) => visits.find((visit) => visit.route === route)!);
  } finally {
    await browser.close();
    stopServer();
  }
}

// --route /h5/a,/h5/b: only these (local iteration).
const onlyRoutes = option('--route')?.split(',');
const routePaths = [...new Set(appRoutes.map((route) => route.path))].filter(
  (route) => !onlyRoutes || onlyRoutes.includes(route),
);

function staticChecks() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)!;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  // What index.html loads before any page: the entry, the chunks it preloads, and their static imports.
  const initial = new Set<string>();
  const visit = (key: string | undefined) => {
    const chunk = key ? manifest[key] : undefined;
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit(entryKey);
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g))
    visit(keyOfFile.get(href ?? ''));
  const initialJs = [...initial].filter((file) => file.endsWith('.js'));

  const entryBytes = gzipOf(dist, entry.file);
  check(`entry ${kb(entryBytes)} gzip ≤ ${kb(ENTRY_BUDGET)} (the areas' paths only)`, entryBytes <= ENTRY_BUDGET);
  const shellBytes = initialJs.reduce((sum, file) => sum + gzipOf(dist, file), 0);
  check(
    `shell initial JS ${kb(shellBytes)} gzip ≤ ${kb(SHELL_BUDGET)}`,
    shellBytes <= SHELL_BUDGET,
    initialJs.join(', '),
  );

  const markersIn = (files: string[], markers: string[]) =>
    files.flatMap((file) => {
      const text = readFileSync(path.join(dist, file), 'utf8');
      return markers.filter((marker) => text.includes(marker)).map((marker) => `${file} contains "${marker}"`);
    });
  const allFiles = readdirSync(dist, { recursive: true })
    .map(String)
    .filter((file) => /\.(js|html)$/.test(file));
  const mockOffenders = markersIn(allFiles, MOCK_MARKERS);
  check('no mock or MSW code anywhere in the bundle', mockOffenders.length === 0, mockOffenders.join('; '));
  const debugOffenders = markersIn(['index.html', ...initialJs], DEBUG_MARKERS);
  check('no debug-console code in the initial JS', debugOffenders.length === 0, debugOffenders.join('; '));
  check('no mockServiceWorker.js shipped', !existsSync(path.join(dist, 'mockServiceWorker.js')));
}

function printTable(visits: RouteVisit[]) {
  const sorted = [...visits].sort((a, b) => b.bytes - a.bytes);
  const width = Math.max(...sorted.map((visit) => visit.route.length)) + 2;
  console.log(
    `\nfirst visit, all JS gzip -9 (cold cache, in Chromium)\n${'route'.padEnd(width)}${'KB'.padStart(7)}  files  budget`,
  );
  for (const visit of sorted) {
    const budget = SIMPLE_ROUTES.includes(visit.route) ? SIMPLE_ROUTE_BUDGET : ROUTE_BUDGET;
    console.log(
      `${visit.route.padEnd(width)}${(visit.bytes / KB).toFixed(1).padStart(7)}  ${String(visit.files.length).padStart(5)}  ${kb(budget)}`,
    );
  }
  const distinct = new Set(visits.flatMap((visit) => visit.files));
  const allRoutesBytes = [...distinct].reduce((sum, file) => sum + gzipOf(dist, file), 0);
  console.log(
    `${'all routes (each file once)'.padEnd(width)}${(allRoutesBytes / KB).toFixed(1).padStart(7)}  ${String(distinct.size).padStart(5)}\n`,
  );
}

// A throwaway area: one large component built from design-system parts whole_rank does not show,
// and a large library (axe-core, ~150 KB gzip) no page uses.
const THROWAWAY_MARKER = 'throwaway-area-marker-7f3a';
const THROWAWAY_PATH = '/h5/throwaway';
const throwawayFiles: Record<string, string> = {
  'src/features/throwaway/routes.ts': `export const throwawayRoutes = [
  { id: 'throwaway', path: '${THROWAWAY_PATH}', titleKey: 'common:appName', load: () => import('./pages/ThrowawayPage') },
];
`,
  'src/features/throwaway/pages/ThrowawayPage.tsx': `import axe from 'axe-core';
import { BigPanel } from '../components/BigPanel';
export default function ThrowawayPage() {
  return <BigPanel rules={axe.getRules().length} />;
}
`,
  'src/features/throwaway/components/BigPanel.tsx': `import { Stepper } from '../../../ui/Stepper/Stepper';
import { TextArea } from '../../../ui/TextArea/TextArea';
import { TextField } from '../../../ui/TextField/TextField';
const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `${THROWAWAY_MARKER} row ${index} ${(index * 7919) % 10007}`))};
export function BigPanel({ rules }: { rules: number }) {
  return (
    <div>
      <TextField label="a" value="" onChange={() => undefined} />
      <TextArea label="b" value="" onChange={() => undefined} />
      <Stepper value={rules} onChange={() => undefined} label="c" />
      {rows.map((row) => <p key={row}>{row}</p>)}
    </div>
  );
}
`,
};

/** Builds the tree with the throwaway area added, in a copy (the working tree is never touched). */
function buildWithThrowawayArea(): string {
  const copy = path.join(root, '.test-results', 'size-isolation');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  const tracked = spawnSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .stdout.split('\n')
    .filter((file) =>
      /^(src|mocks|scripts\/vite|index\.html|vite\.config\.ts|tsconfig\.json|package\.json)/.test(file),
    );
  for (const file of tracked) cpSync(path.join(root, file), path.join(copy, file), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(throwawayFiles)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    writeFileSync(path.join(copy, file), text);
  }
  // Registered as an area is, in the entry's list of areas (the full table in appRoutes.ts is for tools).
  const areasFile = path.join(copy, 'src/app/appAreas.ts');
  const source = readFileSync(areasFile, 'utf8');
  const registered = source.replace(
    /export const APP_AREAS[^=]*=\s*\[/,
    (declaration) =>
      `${declaration}{ paths: ['${THROWAWAY_PATH}'], routes: () => import('../features/throwaway/routes').then((area) => area.throwawayRoutes) }, `,
  );
  if (registered === source) throw new Error('could not register the throwaway area in appAreas.ts');
  writeFileSync(areasFile, registered);
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: copy, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build with the throwaway area failed');
  return path.join(copy, 'dist');
}

async function isolationChecks(before: RouteVisit[]) {
  const withArea = buildWithThrowawayArea();
  const after = await measureRoutes(withArea, await freePort(), [...routePaths, THROWAWAY_PATH]);
  const throwaway = after.find((visit) => visit.route === THROWAWAY_PATH)!;
  const holdsThrowaway = (file: string) => {
    const text = readFileSync(path.join(withArea, file), 'utf8');
    return text.includes(THROWAWAY_MARKER) || text.includes('aria-allowed-attr');
  };
  check(
    `the throwaway area is built and downloads its code (${kb(throwaway.bytes)})`,
    throwaway.files.some(holdsThrowaway),
    throwaway.files.join(', '),
  );
  const leaks = after
    .filter((visit) => visit.route !== THROWAWAY_PATH)
    .flatMap((visit) => visit.files.filter(holdsThrowaway).map((file) => `${visit.route} downloads ${file}`));
  check('no other route downloads any of the throwaway area or its library', leaks.length === 0, leaks.join('; '));
  const rankBefore = before.find((visit) => visit.route === '/h5/whole_rank')!;
  const rankAfter = after.find((visit) => visit.route === '/h5/whole_rank')!;
  // Equal up to gzip's framing of a chunk that was split differently (a few hundred bytes at most).
  check(
    `/h5/whole_rank first visit unchanged by a new area: ${kb(rankBefore.bytes)} → ${kb(rankAfter.bytes)}`,
    rankAfter.bytes <= rankBefore.bytes + 512,
    `before: ${rankBefore.files.join(', ')}; after: ${rankAfter.files.join(', ')}`,
  );
}

if (!existsSync(path.join(dist, '.vite', 'manifest.json'))) {
  check('manifest', false, `${dist}/.vite/manifest.json missing: run \`npm run build\` first`);
} else {
  staticChecks();
  const visits = await measureRoutes(dist, await freePort(), routePaths);
  printTable(visits);
  for (const visit of visits) {
    const budget = SIMPLE_ROUTES.includes(visit.route) ? SIMPLE_ROUTE_BUDGET : ROUTE_BUDGET;
    const files = [...visit.files].sort((a, b) => gzipOf(dist, b) - gzipOf(dist, a));
    check(
      `${visit.route} first visit ${kb(visit.bytes)} ≤ ${kb(budget)}`,
      visit.bytes <= budget && !args.includes('--files'),
      files.map((file) => `${file} ${kb(gzipOf(dist, file))}`).join(', '),
    );
  }
  if (args.includes('--isolation')) await isolationChecks(visits);
}

for (const result of results)
  console.log(`${result.ok ? '✓' : '✗'} ${result.name}${result.ok || !result.detail ? '' : `\n    ${result.detail}`}`);
const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
console.log(`size: ${passed} passed, ${failed} failed`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed }));
process.exit(failed === 0 ? 0 : 1);
