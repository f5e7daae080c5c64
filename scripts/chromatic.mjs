#!/usr/bin/env node
// `npm run chromatic`: publish Storybook to Chromatic for product's visual sign-off.
// Without a project token there is nothing to publish to: explain and exit 0.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(`Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.

Product signs off in Chromatic: every story on the 375 × 812 phone in each of the five locales
(zh-Hant, zh-Hans, en, ja, ko), animations paused at their end (.storybook/preview.tsx);
TurboSnap captures only the stories a change can affect (chromatic.config.json).
To publish:  CHROMATIC_PROJECT_TOKEN=<token from chromatic.com> npm run chromatic
Offline, the committed baselines in stories/__baselines__ play the same role (npm test).`);
  process.exit(0);
}

// Options live in chromatic.config.json: the build script, TurboSnap (`onlyChanged`: only stories whose files or
// imports changed since the last build are captured again; files Storybook serves but never imports — the MSW
// worker, story images in mocks/public — are `externals`, so a change there re-captures everything) and
// exit 0 on visual changes (they are reviewed in Chromatic, not failed here).
const result = spawnSync('npx', ['chromatic', '--config-file', 'chromatic.config.json'], {
  stdio: 'inherit',
  env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
});
process.exit(result.status ?? 1);
