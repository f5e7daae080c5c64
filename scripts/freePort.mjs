import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on now: the system picks it (port 0), we close it and hand it on.
 * Every test server takes one (the size check's, Lighthouse's, the e2e and Storybook servers of `npm test`), so a
 * leftover server on a fixed port never fails a run or, worse, gets measured instead of the build under test.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
