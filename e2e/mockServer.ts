/**
 * Serves the production bundle exactly as built (dist/) with the same MSW handlers
 * the stories use, over real HTTP on localhost: what the e2e tests (and Lighthouse)
 * load is byte for byte what the web view loads, under the headers the web view gets
 * (scripts/server/webViewHeaders.ts, shared with `npm run preview`; docs/deploy.md).
 */
import compression from 'compression';
import express from 'express';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { christmasSimulator } from '../mocks/server/christmas';
import { anchorSimulator } from '../mocks/server/anchor';
import { anonLettersSimulator } from '../mocks/server/anonLetters';
import { cpSimulator } from '../mocks/server/cp';
import { lettersSimulator } from '../mocks/server/letters';
import { tribesSimulator } from '../mocks/server/tribes';
import { lotterySimulator } from '../mocks/server/lottery';
import { type FestivalPlayerOptions, festivalSimulator } from '../mocks/server/festivals';
import { nobleSimulator } from '../mocks/server/noble';
import { raceSimulator } from '../mocks/server/race';
import { rankSimulator } from '../mocks/server/ranks';
import { registrationSimulator } from '../mocks/server/registration';
import { scratchSimulator } from '../mocks/server/scratch';
import { walletSimulator } from '../mocks/server/wallet';
import { withdrawSimulator } from '../mocks/server/withdraw';
import { pinServerClock, serverTimeFor } from '../mocks/server/serverClock';
import { isBoardKind, isScope } from '../src/features/ranks/model';
import { mockBackend } from '../scripts/server/mockBackend';
import { productionBuildEnv, serveBundle } from '../scripts/server/webViewHeaders';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.E2E_PORT ?? 4180);

const app = express();
// As the CDN serves it: gzip, so what Lighthouse weighs is what a phone downloads.
app.use(compression());
app.get('/healthz', (_request, response) => {
  response.send('ok');
});
// A test's "page before ours" is /healthz, a text page without an icon link: Chromium then asks for /favicon.ico,
// which the bundle does not have (the app's page declares an empty icon). Nothing, rather than a logged 404.
app.get('/favicon.ico', (_request, response) => {
  response.status(204).end();
});
// Test controls of the simulated racing server (e2e only: never in the app, Storybook or the build).
app.post('/__mock/race/clock', express.json(), (request, response) => {
  const { now: at, frozen } = request.body as { now?: unknown; frozen?: unknown };
  raceSimulator.setClock(typeof at === 'number' ? at : null, frozen === true);
  response.json({ now: raceSimulator.now() });
});
app.get('/__mock/race/charges', (request, response) => {
  response.json({
    charges: raceSimulator.chargesOf(typeof request.query.token === 'string' ? request.query.token : ''),
  });
});
app.get('/__mock/race/winner', (request, response) => {
  const game = request.query.game === 'golden' ? 'golden' : 'classic';
  response.json({ winner: raceSimulator.peekWinner(game, Number(request.query.round_id)) });
});
// Test controls of the simulated scratch server: its ledger of charges, and the prize it decided for a card.
const tokenOf = (value: unknown) => (typeof value === 'string' ? value : '');
app.get('/__mock/scratch/charges', (request, response) => {
  response.json({ charges: scratchSimulator.chargesOf(tokenOf(request.query.token)) });
});
app.get('/__mock/scratch/prize', (request, response) => {
  response.json({ prize: scratchSimulator.prizeOf(tokenOf(request.query.token), tokenOf(request.query.card)) });
});
// The server's clock for one token (signature check, simulators): pinned, it runs on from there.
app.post('/__mock/clock', express.json(), (request, response) => {
  const { token, now, frozen } = request.body as { token?: unknown; now?: unknown; frozen?: unknown };
  pinServerClock(tokenOf(token), typeof now === 'number' ? now : null, frozen === true);
  response.json({ now: serverTimeFor(tokenOf(token)) });
});
// The simulated Christmas server's ledger of a token's props, lights, charges and gifts.
app.get('/__mock/christmas/ledger', (request, response) => {
  response.json(christmasSimulator.ledgerOf(tokenOf(request.query.token)));
});
// The simulated wallet server's ledger of a token: its orders (one per intent), balance and VIP.
app.get('/__mock/wallet/ledger', (request, response) => {
  response.json(walletSimulator.ledgerOf(tokenOf(request.query.token)));
});
// The simulated noble server's ledger of a token: purchases charged, coins and tier.
app.get('/__mock/noble/ledger', (request, response) => {
  response.json(nobleSimulator.ledgerOf(tokenOf(request.query.token)));
});
// How a token's noble member starts: tier, coins, growth (the shared simulator's default otherwise).
app.post('/__mock/noble/setup', express.json(), (request, response) => {
  const { token, ...setup } = request.body as { token?: unknown } & Record<string, unknown>;
  nobleSimulator.setUp(tokenOf(token), setup);
  response.json({ ok: true });
});
// The simulated withdrawal server's ledger of a token: withdrawals made, points left, streak.
app.get('/__mock/withdraw/ledger', (request, response) => {
  const token = tokenOf(request.query.token);
  // Read at the token's own server time, as its requests are answered: a streak is counted at a moment, and tests
  // running side by side leave the shared simulator at their own times.
  withdrawSimulator.setClock(serverTimeFor(token));
  response.json(withdrawSimulator.ledgerOf(token));
});
// How a token's anchor starts: streak, signed today, points, account, guild.
app.post('/__mock/withdraw/anchor', express.json(), (request, response) => {
  const { token, ...setup } = request.body as { token?: unknown } & Record<string, unknown>;
  withdrawSimulator.setUp(tokenOf(token), setup);
  response.json({ ok: true });
});
// The simulated anchor server's ledger of a token: rewards claimed here, verifications submitted, streak.
app.get('/__mock/anchor/ledger', (request, response) => {
  response.json(anchorSimulator.ledgerOf(tokenOf(request.query.token)));
});
// How a token's anchor starts: grade, task counters, rewards received, verification.
app.post('/__mock/anchor/setup', express.json(), (request, response) => {
  const { token, ...setup } = request.body as { token?: unknown } & Record<string, unknown>;
  anchorSimulator.setUp(tokenOf(token), setup);
  response.json({ ok: true });
});
// The simulated registration server's ledger of a token: submissions taken, refusals, state.
app.get('/__mock/registration/ledger', (request, response) => {
  response.json(registrationSimulator.ledgerOf(tokenOf(request.query.token)));
});
// How a token's registration starts: none, reviewing or approved; refused submissions today.
app.post('/__mock/registration/setup', express.json(), (request, response) => {
  const { token, ...setup } = request.body as { token?: unknown } & Record<string, unknown>;
  registrationSimulator.setUp(tokenOf(token), setup);
  response.json({ ok: true });
});
// The simulated anonymous letters server's ledger of a token: letters written and replies sent.
app.get('/__mock/anon-letters/ledger', (request, response) => {
  response.json(anonLettersSimulator.ledgerOf(tokenOf(request.query.token)));
});

// The simulated CP server: a token's confession gifts, pair and announcement; and the partner's side, played here.
app.get('/__mock/cp/ledger', (request, response) => {
  response.json(cpSimulator.ledgerOf(tokenOf(request.query.token)));
});
app.post('/__mock/cp/partner', express.json(), (request, response) => {
  const { token, ...act } = request.body as { token?: unknown; confess?: boolean; rounds?: number; confirm?: boolean };
  cpSimulator.partnerActs(tokenOf(token), act);
  response.json({ ok: true });
});

// The lottery server's ledger (every charged draw and ticket purchase), and the slots of the next results it gives.
// The simulated festival server's ledger of a token: rewards claimed and blessings posted.
app.get('/__mock/festivals/ledger', (request, response) => {
  response.json(festivalSimulator.ledgerOf(tokenOf(request.query.token)));
});
// A festival player's options for a token (say, a server whose next edition is not configured yet).
app.post('/__mock/festivals/player', express.json(), (request, response) => {
  const { token, player } = request.body as { token?: unknown; player?: FestivalPlayerOptions };
  festivalSimulator.setPlayer(tokenOf(token), player ?? {});
  response.json({ ok: true });
});
app.get('/__mock/lottery/ledger', (request, response) => {
  response.json(lotterySimulator.ledgerOf(tokenOf(request.query.token)));
});
app.post('/__mock/lottery/queue', express.json(), (request, response) => {
  const { token, slots } = (request.body ?? {}) as { token?: unknown; slots?: unknown };
  const queued = Array.isArray(slots) ? slots.filter((slot): slot is number => Number.isInteger(slot)) : [];
  lotterySimulator.queue(tokenOf(token), queued);
  response.json({ queued });
});
// A token's latest draw of a game, as the lottery server made it (its items in the order it listed them), or null.
app.get('/__mock/lottery/last-draw', (request, response) => {
  const records = lotterySimulator.records(tokenOf(request.query.token), tokenOf(request.query.game));
  response.json({ draw: records.ok ? (records.data.records[0] ?? null) : null });
});

// The simulated tribe server: a token's joins, leaves and tribe; and its PK season, moved on a step at a time here.
app.get('/__mock/tribes/ledger', (request, response) => {
  response.json(tribesSimulator.ledgerOf(tokenOf(request.query.token)));
});
app.post('/__mock/tribes/pk/advance', express.json(), (request, response) => {
  const { token, steps } = request.body as { token?: unknown; steps?: unknown };
  response.json(tribesSimulator.advancePk(tokenOf(token), typeof steps === 'number' ? steps : 1));
});

// The simulated letters server's ledger of a token (its signatures), and how its signer starts.
app.get('/__mock/letters/ledger', (request, response) => {
  response.json(lettersSimulator.ledgerOf(tokenOf(request.query.token)));
});
app.post('/__mock/letters/setup', express.json(), (request, response) => {
  const { token, ...setup } = request.body as { token?: unknown } & Record<string, unknown>;
  lettersSimulator.setUp(tokenOf(token), setup);
  response.json({ ok: true });
});
// What the simulated ranks server has on a board (tests compare the page with it).
app.get('/__mock/ranks/board', (request, response) => {
  const { kind, scope } = request.query;
  if (!isBoardKind(kind) || !isScope(scope)) return void response.status(400).end();
  response.json(rankSimulator.board(kind, scope));
});
app.use(mockBackend(root));
// The bundle as the CDN serves it: hashed assets immutable, index.html for the app's paths (history mode), never
// cached, with the Referrer-Policy and Content-Security-Policy of the web view.
serveBundle(app, dist, productionBuildEnv(root));

const server = app.listen(port, '127.0.0.1', () => {
  console.log(`mock server: http://127.0.0.1:${port} (dist + MSW handlers)`);
});
// Node closes an idle kept-alive socket after 5 s; a test's `route.fetch` that reuses it in that instant got "socket
// hang up" (ECONNRESET) under CI load. Idle sockets stay open longer than any test waits.
server.keepAliveTimeout = 120_000;
server.headersTimeout = 121_000;
