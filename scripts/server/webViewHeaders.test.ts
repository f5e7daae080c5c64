import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOT_FALLBACK_PLACEHOLDER, bootFallbackScript } from '../vite/inlineBootFallback';
import { serveBundle } from './webViewHeaders';

// How the web view's server answers (docs/deploy.md): the module `npm run preview` and the e2e's server share.
// A bundle laid out as `vite build` lays it out, index.html with the real inline boot fallback.

const BOOT_SCRIPT = bootFallbackScript();
const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8')
  .replace(BOOT_FALLBACK_PLACEHOLDER, `<script>${BOOT_SCRIPT}</script>`)
  .replace(
    '<script type="module" src="/src/main.tsx"></script>',
    '<script type="module" src="/assets/index-abc123.js"></script>',
  );
const ENTRY = 'console.log("entry")';

let dist: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-view-server-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), ENTRY);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  const app = express();
  serveBundle(app, dist, {
    VITE_API_BASE_PRODUCTION: 'https://api.live.test/base',
    VITE_ANALYTICS_URL: 'https://beacon.live.test/r',
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

/** The policy as a map of directive → sources. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('the web view server', () => {
  it.each([
    '/',
    '/h5/whole_rank',
    '/h5/race/history?game=golden',
    '/h5/no/such/page',
    '/activity-20250814-main/9f8e7d',
    '/official-20250715-main',
    '/index.html',
  ])('answers the app path %s with index.html, never cached', async (address) => {
    const response = await fetch(origin + address);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(indexHtml);
  });

  it('answers a HEAD of an app path (the page checks it can reach itself before reloading)', async () => {
    const response = await fetch(`${origin}/h5/noble`, { method: 'HEAD' });
    expect(response.status).toBe(200);
  });

  it('serves hashed assets immutable for a year', async () => {
    const response = await fetch(`${origin}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe(ENTRY);
  });

  it.each(['/assets/gone-after-deploy.js', '/favicon.ico', '/.vite/manifest.json', '/wp-login.php', '/api/unknown'])(
    'answers %s with 404, not the page (a missing chunk must fail as a chunk, not parse HTML as script)',
    async (address) => {
      const response = await fetch(origin + address);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<html');
    },
  );

  it('sends the page with Referrer-Policy strict-origin, as index.html’s meta tag says', async () => {
    const response = await fetch(`${origin}/h5/recharge`);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin');
    expect(indexHtml).toContain('<meta name="referrer" content="strict-origin" />');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends a Content-Security-Policy that allows the inline boot fallback by its hash and nothing else inline', async () => {
    const policy = directives((await fetch(`${origin}/h5/christmas`)).headers.get('content-security-policy'));
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(policy.get('script-src')).toEqual(["'self'", hash]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    // No service worker in production: the mock worker is the dev app's only.
    expect(policy.get('worker-src')).toEqual(["'none'"]);
  });

  it('lets the page reach the build’s API bases and analytics receiver, and show pictures from the server’s hosts', async () => {
    const policy = directives((await fetch(`${origin}/h5/whole_rank`)).headers.get('content-security-policy'));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.live.test', 'https://beacon.live.test']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    // A companion's voice introduction (virtualgf) plays from the server's https hosts, never data: or http:.
    expect(policy.get('media-src')).toEqual(["'self'", 'https:']);
    // styled-components writes <style> elements at run time.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // The bridges' signalling iframes: iOS https://__bridge_loaded__, Android yy://.
    expect(policy.get('frame-src')).toEqual(["'self'", 'https:', 'yy:']);
  });

  it('hashes a changed index.html again (a new build under a running server)', async () => {
    const changed = indexHtml.replace('</body>', '<script>window.x=1</script></body>');
    writeFileSync(path.join(dist, 'index.html'), changed);
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    const policy = directives((await fetch(`${origin}/h5/noble`)).headers.get('content-security-policy'));
    const second = `'sha256-${createHash('sha256').update('window.x=1').digest('base64')}'`;
    expect(policy.get('script-src')).toContain(second);
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
  });
});
