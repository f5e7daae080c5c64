import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4180);
/** The simulator's build (`vite build --mode mock --outDir dist-sim`: the dev app, mocks included), served as built. */
const simulatorPort = Number(process.env.SIM_PORT ?? port + 1);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../.test-results/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // CI machines are shared and at times several times slower than a quiet one: a page that settles in 2 s here
  // took over 5 s under the suite's own two browsers on a loaded machine. Waits are generous; a real failure
  // still fails, only later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A mid-range phone's web view.
    viewport: { width: 375, height: 812 },
    isMobile: true,
    // The main market: a Traditional Chinese phone.
    locale: 'zh-TW',
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 12; SM-A525F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    launchOptions: {
      // Test tools cannot download browsers here: Debian's Chromium.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  // Timing-sensitive tests run after the rest, each file alone, so no other browser competes for the two
  // cores: the racing round (its page clock runs in real time from the moment it is installed), then the
  // frame-rate measurements.
  projects: [
    { name: 'e2e', testIgnore: /(race|perf|simulator)\.spec\.ts/ },
    { name: 'race', testMatch: /race\.spec\.ts/, dependencies: ['e2e'] },
    { name: 'perf', testMatch: /perf\.spec\.ts/, dependencies: ['race'] },
    // The simulator drives the dev app's build (two page loads and a whole flow per test): last, its tests one by one.
    { name: 'simulator', testMatch: /simulator\.spec\.ts/, dependencies: ['perf'] },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/mockServer.ts',
      cwd: '..',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --outDir dist-sim --host 127.0.0.1 --port ${simulatorPort} --strictPort`,
      cwd: '..',
      url: `http://127.0.0.1:${simulatorPort}/__sim`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
