import { describe, expect, it } from 'vitest';
import { shouldStartDebugConsole } from './debugConsole';

const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const android = 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('debug console', () => {
  it.each([
    [true, phone, '/', true],
    [true, android, '/h5/whole_rank', true],
    [true, desktop, '/', false],
    [false, phone, '/', false],
    [true, phone, '/h5/iframe', false],
    [true, android, '/h5/iframe/child', false],
    [true, phone, '/h5/iframes-gallery', true],
  ])('debug %s, %s, %s → %s', (debug, userAgent, pathname, expected) => {
    expect(shouldStartDebugConsole({ debug, userAgent, pathname })).toBe(expected);
  });
});
