import { describe, expect, it } from 'vitest';
import { buildSettings } from './buildSettings';
import { analyticsAppId } from './clientEnv';

describe('analytics app id', () => {
  it('is the debug id whenever debug is on, else the environment id', () => {
    expect(analyticsAppId({ environment: { name: 'dev', debug: true }, debug: true })).toBe(
      buildSettings.environments.debug.analyticsAppId,
    );
    expect(analyticsAppId({ environment: { name: 'production', debug: false }, debug: false })).toBe(
      buildSettings.environments.production.analyticsAppId,
    );
  });
});
