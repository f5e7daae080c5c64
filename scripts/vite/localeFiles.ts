import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../src/locales');

/** `src/locales/<language>/<namespace>.json`, in a stable order. */
function listLocaleFiles(): { language: string; namespace: string; file: string }[] {
  return readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(path.join(LOCALES_DIR, dir.name))
        .filter((name) => name.endsWith('.json'))
        .map((name) => ({
          language: dir.name,
          namespace: name.slice(0, -5),
          file: path.join(LOCALES_DIR, dir.name, name),
        })),
    )
    .sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * The strings as plain JSON files at addresses the app builds itself:
 * `assets/locales-<version>/<language>/<namespace>.json`, one version (a hash of every locale file) for all.
 * A table of hashed chunk names would sit in the shell, in every page's first visit, and grow by ~80 bytes of
 * gzip with every namespace; one version string does not grow. Any change of any string gives every file a new
 * address, which a CDN can cache forever. `__LOCALE_BASE__` is the folder, `__LOCALE_NAMESPACES__` the
 * namespaces (only Storybook's "load everything" reads it). The dev server serves the files from `src/locales`
 * and reloads the page when one changes.
 */
export function localeFiles(): Plugin {
  let folder = 'assets/locales-dev';
  return {
    name: 'locale-files',
    config(_config, { command }) {
      const files = listLocaleFiles();
      if (command === 'build') {
        const hash = createHash('sha256');
        for (const { language, namespace, file } of files)
          hash.update(`${language}/${namespace}\n`).update(readFileSync(file));
        folder = `assets/locales-${hash.digest('hex').slice(0, 8)}`;
      }
      return {
        define: {
          __LOCALE_BASE__: JSON.stringify(folder),
          __LOCALE_NAMESPACES__: JSON.stringify([...new Set(files.map((file) => file.namespace))]),
        },
      };
    },
    configureServer(server) {
      server.watcher.add(LOCALES_DIR);
      server.watcher.on('change', (file) => {
        if (file.startsWith(LOCALES_DIR)) server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use((request, response, next) => {
        const match = /\/assets\/locales-[^/]+\/([\w-]+)\/(\w+)\.json(?:\?.*)?$/.exec(request.url ?? '');
        if (!match) return next();
        const found = listLocaleFiles().find((entry) => entry.language === match[1] && entry.namespace === match[2]);
        if (!found) {
          response.statusCode = 404;
          return response.end();
        }
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-cache');
        response.end(readFileSync(found.file));
      });
    },
    generateBundle() {
      for (const { language, namespace, file } of listLocaleFiles()) {
        this.emitFile({
          type: 'asset',
          fileName: `${folder}/${language}/${namespace}.json`,
          source: JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))),
        });
      }
    },
  };
}
