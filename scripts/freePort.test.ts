import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './freePort.mjs';

const listenOn = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

describe('test servers take a free port', () => {
  it('a port from freePort can be listened on, also while another server is left running', async () => {
    const leftover = await listenOn(0);
    try {
      const port = await freePort();
      expect(port).not.toBe((leftover.address() as { port: number }).port);
      const server = await listenOn(port); // throws EADDRINUSE if it was not free
      server.close();
    } finally {
      leftover.close();
    }
  });

  it('no script that starts a test server (size check, Lighthouse, npm test) names a fixed port', () => {
    const dir = path.join(import.meta.dirname);
    const fixed = readdirSync(dir)
      .filter((file) => /\.(ts|mjs)$/.test(file) && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        readFileSync(path.join(dir, file), 'utf8')
          .split('\n')
          .map((line, index) => ({ file, line: index + 1, text: line.trim() }))
          // A port written as a number: `PORT = 4181`, `const port = 6106`, `measureRoutes(dist, 4191, …)`, `listen(4173`.
          .filter(({ text }) =>
            /\b\w*port\w*\s*=\s*\d{3,5}\b|measureRoutes\([^,]+,\s*\d{3,5}|\.listen\(\s*\d{3,5}/i.test(text),
          ),
      )
      // preview.ts serves `dist/` for a person: a preferred port, then the next free ones.
      .filter(({ file }) => file !== 'preview.ts');
    expect(fixed).toEqual([]);
  });
});
