import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // a11y: the accessibility panel for designers (the CI gate stays axe-playwright in test-runner.ts);
  // pseudo-states: forces :active, :focus-visible… so pressed and keyboard-focus states are stories.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'storybook-addon-pseudo-states', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Only the MSW worker script: the production build has no public files.
  staticDirs: ['../mocks/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen: TypeScript 7 has no classic compiler API for react-docgen-typescript.
  typescript: { reactDocgen: 'react-docgen' },
  // The app's chunk groups (vite.config.ts) are for the app's own entry; Storybook splits its bundle its own way.
  viteFinal: (viteConfig) => {
    delete viteConfig.build?.rolldownOptions?.output;
    return viteConfig;
  },
};

export default config;
