import type { Plugin } from 'vite';
import { DEV_PAGES_PATH } from './path.ts';

/** An ANSI colour like Vite's own lines, only on a terminal (a log file gets plain text). */
const paint = (code: string, text: string) => (process.stdout.isTTY ? `\x1b[${code}m${text}\x1b[0m` : text);

/** Whether this machine can show a browser window (a desktop; not CI, a container or an SSH session). */
const hasDisplay = () =>
  process.platform === 'darwin' ||
  process.platform === 'win32' ||
  Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);

/**
 * `npm start` (`vite --mode mock`): prints the address of the dev app's index of every page next to Vite's own
 * addresses, and opens it on a desktop (`BROWSER=none npm start` opts out, as with any Vite server). Dev server
 * only: nothing of it reaches a build.
 */
export function devPagesIndex(): Plugin {
  return {
    name: 'dev-pages-index',
    apply: 'serve',
    config: () => (hasDisplay() && !process.env.CI ? { server: { open: DEV_PAGES_PATH } } : {}),
    configureServer(server) {
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const base = server.resolvedUrls?.local[0] ?? `http://localhost:${server.config.server.port}/`;
        const url = new URL(DEV_PAGES_PATH, base).href;
        server.config.logger.info(
          `  ${paint('32', '➜')}  ${paint('1', 'Pages')}:   ${paint('36', url)}  (every page of the app: start here)`,
        );
      };
    },
  };
}
