import { normaliseLanguage, type Language } from '../i18n/languages';
import { acceptedToken } from '../session/tokenFormat';

/** The query parameters read once on load (spec §2). Garbage is dropped, never thrown on. */
export interface LaunchParams {
  /** `release=true` forces the production API. */
  release: boolean;
  accessToken: string | null;
  appLanguage: Language | null;
  publicId: string | null;
  deviceId: string | null;
  refer: string | null;
}

const ID = /^[\w.:-]{1,128}$/;

function pick(params: URLSearchParams, name: string, pattern: RegExp | null, maxLength = 256): string | null {
  const value = params.get(name);
  if (value === null) return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > maxLength) return null;
  return pattern && !pattern.test(trimmed) ? null : trimmed;
}

export function readLaunchParams(search: string): LaunchParams {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    params = new URLSearchParams();
  }
  return {
    release: params.get('release') === 'true',
    accessToken: acceptedToken(params.get('access_token')),
    appLanguage: normaliseLanguage(params.get('app-language')),
    publicId: pick(params, 'public_id', ID),
    deviceId: pick(params, 'device_id', ID),
    // Free text from the sharer (a channel name); only control characters are refused.
    // oxlint-disable-next-line no-control-regex -- matching control characters is the point: they are what is refused
    refer: pick(params, 'refer', /^[^\x00-\x1f\x7f]+$/),
  };
}

/** Read once on load: later URL changes (routing, token stripping) do not change them. */
export const launchParams: LaunchParams = readLaunchParams(typeof location === 'undefined' ? '' : location.search);
