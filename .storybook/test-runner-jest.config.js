// The Storybook test-runner's Jest config, pointed at Debian's Chromium
// (test tools cannot download their own browser here).
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();

export default {
  ...base,
  testTimeout: 30000,
  reporters: [
    ...(base.reporters ?? ['default']),
    ['<rootDir>/.storybook/counts-reporter.cjs', { outputFile: '.test-results/stories.json' }],
  ],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--font-render-hinting=none',
        ],
      },
    },
  },
};
