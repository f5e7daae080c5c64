import type { EnvironmentName } from './buildSettings';

export interface ResolvedEnvironment {
  name: EnvironmentName;
  debug: boolean;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Spec §4 "Environment at start": `release=true` forces production; localhost, an
 * IPv4 address (192.168.* included) or a host starting with "dev" is the dev API
 * with debug on; anything else is production with debug off.
 */
export function resolveEnvironment(hostname: string, release: boolean): ResolvedEnvironment {
  if (release) return { name: 'production', debug: false };
  const host = hostname.toLowerCase();
  if (host === 'localhost' || IPV4.test(host) || host.startsWith('dev')) return { name: 'dev', debug: true };
  return { name: 'production', debug: false };
}
