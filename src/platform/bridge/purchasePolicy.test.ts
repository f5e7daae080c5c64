import { describe, expect, it } from 'vitest';
import { purchaseChannelOf } from './purchasePolicy';

describe('purchase policy: the platform decides where coins and VIP are bought', () => {
  it('sells through the app store on iOS, the web checkout on Android and in a browser', () => {
    expect(purchaseChannelOf('ios', undefined)).toBe('app-store');
    expect(purchaseChannelOf('ios', 'android')).toBe('app-store'); // what the app says wins
    expect(purchaseChannelOf('android', 'ios')).toBe('web');
    expect(purchaseChannelOf(null, 'ios')).toBe('app-store'); // the iOS bridge answered before the app info
    expect(purchaseChannelOf(null, 'android')).toBe('web');
    expect(purchaseChannelOf(null, null)).toBe('web'); // no bridge: a plain browser
  });

  it('shows no way to pay while it is not known yet', () => {
    expect(purchaseChannelOf(null, undefined)).toBe('checking');
  });
});
