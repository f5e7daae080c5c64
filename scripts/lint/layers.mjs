// An oxlint JS plugin (ESLint's plugin API): the layer rules of docs/architecture.md as code.
//
// Why a plugin and not `no-restricted-imports`: our imports are relative, and that rule only sees
// the import string. Whether `../../ranks/api` leaves the race area depends on how deep the importing
// file sits, so no pattern can tell "another feature" from "a folder of my own feature". This rule
// resolves every import against the importing file and compares the two layers.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** What `ui` may read from the platform: ambient, read-only context (docs/design-system.md, "What `ui` reads from the platform"). */
const UI_MAY_READ = new Set(['clock', 'i18n', 'env']);

/**
 * The layer a file belongs to: `{ layer, name }` for `src/platform/<module>`, `src/ui`,
 * `src/features/<area>` and `src/app` (with `src/main.tsx`, the entry); null elsewhere
 * (locales, mocks, stories, e2e, scripts: not restricted by this rule).
 */
function layerOf(file) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative === 'src/main.tsx') return { layer: 'app', name: 'app' };
  const match = /^src\/(platform|ui|features|app)(?:\/([^/]+)\/)?/.exec(relative);
  if (!match) return null;
  const [, layer, folder] = match;
  if (layer === 'platform') return { layer, name: `platform/${folder ?? ''}`, module: folder ?? '' };
  if (layer === 'features') return { layer: 'feature', name: `features/${folder ?? ''}`, area: folder ?? '' };
  return { layer, name: layer };
}

/** Why `from` may not import `to`, or null when it may. */
function violation(from, to) {
  if (!from || !to) return null;
  switch (from.layer) {
    case 'platform':
      return to.layer === 'platform'
        ? null
        : 'platform is the bottom layer and imports no ui, feature or app code: move what it needs into platform/, or have the app hand it in (a setter, like setAppAlertPresenter)';
    case 'ui':
      if (to.layer === 'feature' || to.layer === 'app') return 'ui knows no feature and no app code: take it as a prop';
      if (to.layer === 'platform' && !UI_MAY_READ.has(to.module))
        return 'ui reads only the platform clock, i18n and client env (docs/design-system.md, "What `ui` reads from the platform"): take this as a prop or a callback';
      return null;
    case 'feature':
      if (to.layer === 'feature' && to.area !== from.area)
        return 'a feature imports no other feature: move what both need to ui/ or platform/, or let the app wire them together';
      if (to.layer === 'app')
        return 'a feature imports no app code (the route contract is platform/navigation/appRoute.ts)';
      return null;
    default:
      return null;
  }
}

/** The imported file for a relative (or `/src/…` root) specifier; null for packages. */
function resolve(specifier, importer) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  if (specifier.startsWith('/src/')) return path.join(root, specifier);
  return null;
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers: platform → features → ui, app on top (docs/architecture.md).' },
    messages: { layer: '{{from}} may not import {{to}} ({{specifier}}): {{why}}.' },
    schema: [],
  },
  create(context) {
    const importer = context.physicalFilename ?? context.filename;
    const from = layerOf(importer);
    if (!from) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolve(source.value, importer);
      if (!target) return;
      const to = layerOf(target);
      const why = violation(from, to);
      if (why)
        context.report({
          node: source,
          messageId: 'layer',
          data: { from: from.name, to: to.name, specifier: source.value, why },
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `import('../x').Type` in a type position
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
    };
  },
};

export default {
  meta: { name: 'layers' },
  rules: { imports: importsRule },
};
