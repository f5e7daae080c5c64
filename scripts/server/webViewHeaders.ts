/**
 * How the built bundle is served to the web view (docs/deploy.md): the history-mode fallback, the cache
 * headers, Referrer-Policy and the Content-Security-Policy the app runs under. One module, used by
 * `npm run preview` (scripts/preview.ts) and the e2e's server (e2e/mockServer.ts), so the e2e runs under
 * exactly the headers the CDN is told to send, and a policy the app breaks fails an e2e test (a refused
 * script, style, image or request is a console error there).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Response } from 'express';
import { loadEnv } from 'vite';
import { SPEC_ROUTES } from '../../src/app/specRoutes';
import { buildSettings } from '../../src/platform/env/buildSettings';

/** Hashed assets (`/assets/*`: every name carries its content's hash) never change: cached for a year, never revalidated. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** index.html names the current hashes: always revalidated, so a deploy reaches the next page load. */
export const DOCUMENT_CACHE = 'no-cache';

/**
 * Stricter than `strict-origin-when-cross-origin`: the address holds the access token until boot strips it, and
 * the first requests (the shell's files, on the same origin) leave before that. `strict-origin` sends the
 * origin only, on same-origin requests too. index.html says the same in its `referrer` meta tag.
 */
export const REFERRER_POLICY = 'strict-origin';

/**
 * The build's settings the policy depends on: the three API bases and the analytics receiver. Unset or empty
 * values take the app's own defaults (src/platform/env/buildSettings.ts), as the build does.
 */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

/** The settings a production build of this checkout takes: `.env.production(.local)`, `.env`, then `VITE_*` variables. */
export function productionBuildEnv(root: string): BuildEnv {
  return loadEnv('production', root, 'VITE_');
}

/** The origins the page connects to besides its own: every environment's API base and the analytics receiver. */
export function connectOrigins(env: BuildEnv): string[] {
  const { environments, analyticsReceiverUrl } = buildSettings;
  const values = [
    env.VITE_API_BASE_PRODUCTION || environments.production.apiBase,
    env.VITE_API_BASE_DEV || environments.dev.apiBase,
    env.VITE_API_BASE_DEBUG || environments.debug.apiBase,
    env.VITE_ANALYTICS_URL || analyticsReceiverUrl,
  ];
  const origins = new Set<string>();
  for (const value of values) {
    // '' and relative addresses are the page's own origin ('self').
    if (!/^https?:\/\//i.test(value)) continue;
    origins.add(new URL(value).origin);
  }
  return [...origins];
}

/** The text of every inline `<script>` (no `src`) of a page, exactly as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (!/\bsrc\s*=/i.test(attributes)) scripts.push(body);
  }
  return scripts;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface PolicyInput {
  /** The page's inline scripts (the boot fallback): allowed by their hash, nothing else inline. */
  inlineScripts: readonly string[];
  /** Origins besides the page's own that it fetches from (API bases, analytics). */
  connectOrigins: readonly string[];
}

/**
 * The Content-Security-Policy of the app's page. Why each source is there:
 * - scripts: our files and the inline boot fallback by its hash; no `unsafe-inline`, no `unsafe-eval`;
 * - styles: `unsafe-inline`, because styled-components writes its rules into `<style>` elements at run time and
 *   React sets `style` attributes (index.html's own splash styles are inline too);
 * - images: our files, `data:` (the empty favicon, CSS data URLs) and any https host — members' pictures come
 *   from the addresses the server gives;
 * - media: our files and any https host — a companion's voice introduction comes from the address the server gives
 *   (`features/virtualgf`; the parser takes https or our own paths only);
 * - connect: our origin (API on the same origin, locale files, the reachability probe) and the build's API bases
 *   and analytics receiver;
 * - frames: the native bridges signal through iframes — iOS's WebViewJavascriptBridge loads
 *   `https://__bridge_loaded__` and `https://__wvjb_queue_message__`, Android's JsBridge `yy://…`;
 * - workers: none; the mock service worker exists only in the dev app, which this server does not serve.
 */
export function contentSecurityPolicy(input: PolicyInput): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...input.inlineScripts.map(sha256)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['media-src', ["'self'", 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...input.connectOrigins]],
    ['frame-src', ["'self'", 'https:', 'yy:']],
    ['worker-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** The headers of the app's page (index.html, served for every app path). */
export function documentHeaders(html: string, env: BuildEnv): Record<string, string> {
  return {
    'Cache-Control': DOCUMENT_CACHE,
    'Content-Security-Policy': contentSecurityPolicy({
      inlineScripts: inlineScripts(html),
      connectOrigins: connectOrigins(env),
    }),
    'Referrer-Policy': REFERRER_POLICY,
    'X-Content-Type-Options': 'nosniff',
  };
}

/** First path segments that are the app's: `h5` and every campaign's (spec §2, src/app/specRoutes.ts). */
const APP_SEGMENTS = new Set(
  SPEC_ROUTES.map((route) => route.path.split('/')[1] ?? '').filter((segment) => segment !== ''),
);
APP_SEGMENTS.add('h5');

/** Whether a path is one of the app's (history mode: the server answers it with index.html). */
export function isAppPath(pathname: string): boolean {
  if (pathname === '/' || pathname === '/index.html') return true;
  return APP_SEGMENTS.has(pathname.split('/')[1] ?? '');
}

/**
 * Serves a built bundle on `app`: `/assets/*` immutable (a missing asset is a 404, never the page), the app's
 * paths with index.html and its headers, anything else 404. Mount it after the API (mock) routes.
 */
export function serveBundle(app: Express, distDir: string, env: BuildEnv): void {
  const indexFile = path.join(distDir, 'index.html');
  let cached: { mtimeMs: number; html: string; headers: Record<string, string> } | null = null;
  const page = () => {
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(indexFile, 'utf8');
      cached = { mtimeMs, html, headers: documentHeaders(html, env) };
    }
    return cached;
  };
  const notFound = (response: Response) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.status(404).type('text/plain').send('Not found');
  };

  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    (_request, response) => notFound(response),
  );
  app.get('*', (request, response) => {
    if (!isAppPath(request.path)) return notFound(response);
    const { html, headers } = page();
    response.set(headers).type('html').send(html);
  });
}
