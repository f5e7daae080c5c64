import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, reloadRecord, shouldReloadForChunkError } from './chunkRecovery';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://h5.example.com/assets/WidgetsPage-1a2b3c.js',
);
const URL_A = '/h5/widgets?x=1';

describe('chunk recovery', () => {
  it('recognises the import failures of Chromium, Firefox, Safari and Vite’s preload', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads the first time a chunk fails', () => {
    expect(shouldReloadForChunkError(chunkError, null, URL_A, 1_000)).toBe(true);
  });

  it('does not reload again for the same page within the window: no loop', () => {
    const record = reloadRecord(URL_A, 1_000);
    expect(shouldReloadForChunkError(chunkError, record, URL_A, 1_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
  });

  it('tries again later, or on another page', () => {
    const record = reloadRecord(URL_A, 1_000);
    expect(shouldReloadForChunkError(chunkError, record, URL_A, 1_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
    expect(shouldReloadForChunkError(chunkError, record, '/h5/whole_rank', 2_000)).toBe(true);
  });

  it('never reloads for ordinary render errors, and survives a garbled record', () => {
    expect(shouldReloadForChunkError(new Error('boom'), null, URL_A, 0)).toBe(false);
    expect(shouldReloadForChunkError(chunkError, '{not json', URL_A, 0)).toBe(true);
  });
});
