import type { Plugin } from 'vite';
import { DEV_PAGES_PATH, SIMULATOR_PATH } from './path.ts';

/** An ANSI colour like Vite's own lines, only on a terminal (a log file gets plain text). */
const paint = (code: string, text: string) => (process.stdout.isTTY ? `\x1b[${code}m${text}\x1b[0m` : text);

/** Whether this machine can show a browser window (a desktop; not CI, a container or an SSH session). */
const hasDisplay = () =>
  process.platform === 'darwin' ||
  process.platform === 'win32' ||
  Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);

/**
 * `npm start` (`vite --mode mock`): prints the addresses of the simulator and of the index of every page next to
 * Vite's own, and opens the simulator on a desktop (`BROWSER=none npm start` opts out, as with any Vite server). Dev server
 * only: nothing of it reaches a build.
 */
export function devPagesIndex(): Plugin {
  return {
    name: 'dev-pages-index',
    apply: 'serve',
    config: () => (hasDisplay() && !process.env.CI ? { server: { open: SIMULATOR_PATH } } : {}),
    configureServer(server) {
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const base = server.resolvedUrls?.local[0] ?? `http://localhost:${server.config.server.port}/`;
        const line = (name: string, path: string, what: string) =>
          server.config.logger.info(
            `  ${paint('32', '➜')}  ${paint('1', name)}${paint('36', new URL(path, base).href)}  ${what}`,
          );
        line(
          'Simulator: ',
          SIMULATOR_PATH,
          '(the page in a phone, the native side and the clock in panels: start here)',
        );
        line('Pages:     ', DEV_PAGES_PATH, '(every page of the app, each opening in the simulator)');
      };
    },
  };
}
