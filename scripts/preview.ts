/**
 * `npm run preview`: serves the built `dist/` as the CDN must serve it to the web view (docs/deploy.md) — the
 * history-mode fallback, hashed assets immutable, index.html never cached, the Referrer-Policy and the
 * Content-Security-Policy — with the mock backend (the MSW handlers, without the e2e's test controls), gzip
 * compressed. The headers come from scripts/server/webViewHeaders.ts, which the e2e's server uses too.
 *
 *   npm run preview                          http://127.0.0.1:4173, or the next free port
 *   npm run preview -- --port 5000 --dist dist-lighthouse
 *   npm run preview -- --print-headers       the headers for this build, for the CDN's configuration
 */
import compression from 'compression';
import express from 'express';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mockBackend } from './server/mockBackend';
import { documentHeaders, HASHED_ASSET_CACHE, productionBuildEnv, serveBundle } from './server/webViewHeaders';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const dist = path.resolve(root, argument('--dist') ?? 'dist');
const preferredPort = Number(argument('--port') ?? 4173);
const indexFile = path.join(dist, 'index.html');

if (!existsSync(indexFile)) {
  console.error(`No build in ${path.relative(root, dist) || '.'}: run \`npm run build\` first.`);
  process.exit(1);
}

const env = productionBuildEnv(root);

if (process.argv.includes('--print-headers')) {
  const headers = documentHeaders(readFileSync(indexFile, 'utf8'), env);
  console.log('# index.html, answered for / and every app path (/h5/*, the campaign paths):');
  for (const [name, value] of Object.entries(headers)) console.log(`${name}: ${value}`);
  console.log('\n# /assets/*:');
  console.log(`Cache-Control: ${HASHED_ASSET_CACHE}`);
  process.exit(0);
}

const app = express();
app.use(compression());
app.use(mockBackend(root));
serveBundle(app, dist, env);

/** The preferred port, else the next ones, else any the system gives: a leftover server never stops a preview. */
function listen(port: number, triesLeft: number): void {
  const server = app.listen(port, '127.0.0.1', () => {
    const { port: bound } = server.address() as AddressInfo;
    console.log(
      `preview: http://127.0.0.1:${bound}/ (${path.relative(root, dist)} with the web view's headers + the mock backend)`,
    );
  });
  server.once('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    listen(triesLeft > 0 ? port + 1 : 0, triesLeft - 1);
  });
}
listen(preferredPort, 10);
