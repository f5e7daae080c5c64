import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', 'msw-storybook-addon'],
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
