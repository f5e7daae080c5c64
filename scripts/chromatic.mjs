#!/usr/bin/env node
// `npm run chromatic`: publish Storybook to Chromatic for product's visual sign-off.
// Without a project token there is nothing to publish to: explain and exit 0.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(`Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.

Product signs off in Chromatic: every story at 375 px in each of the five locales
(zh-Hant, zh-Hans, en, ja, ko), animations paused at their end (.storybook/preview.tsx).
To publish:  CHROMATIC_PROJECT_TOKEN=<token from chromatic.com> npm run chromatic
Offline, the committed baselines in stories/__baselines__ play the same role (npm test).`);
  process.exit(0);
}

const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--only-changed=false'],
  { stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
);
process.exit(result.status ?? 1);
