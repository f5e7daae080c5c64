/**
 * Serves the production bundle exactly as built (dist/) with the same MSW handlers
 * the stories use, over real HTTP on localhost: what the e2e tests (and Lighthouse)
 * load is byte for byte what the web view loads.
 */
import { createMiddleware } from '@mswjs/http-middleware';
import express from 'express';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { handlers } from '../mocks/handlers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const port = Number(process.env.E2E_PORT ?? 4180);

const app = express();
app.get('/healthz', (_request, response) => {
  response.send('ok');
});
app.use(createMiddleware(...handlers));
// Hashed assets are immutable; index.html must always be fresh (a deploy changes its hashes).
app.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
app.use(express.static(dist, { index: false }));
// History-mode routing: every other path is the app.
app.get('*', (_request, response) => {
  response.setHeader('Cache-Control', 'no-cache');
  response.sendFile(path.join(dist, 'index.html'));
});

app.listen(port, '127.0.0.1', () => {
  console.log(`mock server: http://127.0.0.1:${port} (dist + MSW handlers)`);
});
