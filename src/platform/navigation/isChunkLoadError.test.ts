import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './recovery';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://h5.example.com/assets/WidgetsPage-1a2b3c.js',
);

describe('chunk recovery', () => {
  it('recognises the import failures of Chromium, Firefox, Safari and Vite’s preload', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
