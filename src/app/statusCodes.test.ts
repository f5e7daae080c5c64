import { describe, expect, it } from 'vitest';
import { CHRISTMAS_STATUS } from '../features/christmas/contract';
import { RACE_STATUS } from '../features/race/contract';
import { RANK_STATUS } from '../features/ranks/contract';
import { NOT_SIGNED_IN_STATUS } from '../platform/session/signedOut';

describe('the signed-out status', () => {
  it('is the one every area names (areas keep it as a literal to stay one file lighter)', () => {
    expect(RACE_STATUS.notSignedIn).toBe(NOT_SIGNED_IN_STATUS);
    expect(RANK_STATUS.notSignedIn).toBe(NOT_SIGNED_IN_STATUS);
    expect(CHRISTMAS_STATUS.notSignedIn).toBe(NOT_SIGNED_IN_STATUS);
  });
});
