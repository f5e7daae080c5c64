/**
 * Build-time settings (Vite env variables, see README "Build-time settings").
 *
 * Read through `viteEnv` so the same module also works under Node (mock server,
 * unit tests), where `import.meta.env` does not exist and the defaults apply.
 * The defaults are what the dev app, Storybook, CI and e2e run against.
 */
const viteEnv: Record<string, string | undefined> =
  typeof import.meta.env === 'object' && import.meta.env ? (import.meta.env as Record<string, string | undefined>) : {};

function setting(name: string, fallback: string): string {
  const value = viteEnv[name];
  return value === undefined || value === '' ? fallback : value;
}

export type EnvironmentName = 'production' | 'dev' | 'debug';

export interface EnvironmentSettings {
  /** API base URL, no trailing slash; '' means "same origin as the page". */
  apiBase: string;
  /** Analytics app id events are filed under. */
  analyticsAppId: string;
}

export const buildSettings = {
  environments: {
    production: {
      apiBase: setting('VITE_API_BASE_PRODUCTION', 'https://api.example-live.com'),
      analyticsAppId: setting('VITE_ANALYTICS_APP_ID_PRODUCTION', 'h5-production'),
    },
    dev: {
      apiBase: setting('VITE_API_BASE_DEV', ''),
      analyticsAppId: setting('VITE_ANALYTICS_APP_ID_DEV', 'h5-dev'),
    },
    debug: {
      apiBase: setting('VITE_API_BASE_DEBUG', ''),
      analyticsAppId: setting('VITE_ANALYTICS_APP_ID_DEBUG', 'h5-debug'),
    },
  } satisfies Record<EnvironmentName, EnvironmentSettings>,
  accessKey: setting('VITE_ACCESS_KEY', 'h5-web'),
  signSecret: setting('VITE_SIGN_SECRET', 'local-sign-secret'),
  analyticsReceiverUrl: setting('VITE_ANALYTICS_URL', '/analytics/receive'),
} as const;
