import { buildSettings } from './buildSettings';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { launchParams } from './launchParams';
import { resolveEnvironment, type ResolvedEnvironment } from './resolveEnvironment';

/** The spec's "client environment" record, filled in during start-up. */
export interface ClientEnv {
  environment: ResolvedEnvironment;
  /** API base address ('' = same origin). */
  domain: string;
  debug: boolean;
  version: string | null;
  platform: 'ios' | 'android' | null;
  language: string;
  statusBarHeight: number;
}

/** Until the bridge answers (docs/architecture.md). */
export const STATUS_BAR_BEFORE_BRIDGE = 25;

function initialEnv(): ClientEnv {
  const hostname = typeof location === 'undefined' ? 'localhost' : location.hostname;
  const environment = resolveEnvironment(hostname, launchParams.release);
  return {
    environment,
    domain: buildSettings.environments[environment.name].apiBase,
    debug: environment.debug,
    version: null,
    platform: null,
    language: DEFAULT_LANGUAGE,
    statusBarHeight: STATUS_BAR_BEFORE_BRIDGE,
  };
}

let current: ClientEnv = initialEnv();

/** Analytics files events under the debug app id whenever debug is on (spec §4). */
export function analyticsAppId(env: Pick<ClientEnv, 'environment' | 'debug'>): string {
  return env.debug
    ? buildSettings.environments.debug.analyticsAppId
    : buildSettings.environments[env.environment.name].analyticsAppId;
}

export function getClientEnv(): ClientEnv {
  return current;
}

const listeners = new Set<() => void>();

export function updateClientEnv(patch: Partial<ClientEnv>): void {
  current = { ...current, ...patch };
  listeners.forEach((listener) => listener());
}

export function subscribeClientEnv(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
