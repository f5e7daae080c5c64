import type { Plugin } from 'vite';

/**
 * react-router's production build names its components for React's dev tools (`Link.displayName = "Link"`) and makes
 * them with `React.forwardRef(…)` and `React.createContext(…)` calls the bundler cannot prove pure. Both keep every
 * component of the package in the shell whether we use it or not (NavLink, Form, the framework mode's prefetch links,
 * the RSC error handler…). The production build drops the dev-tools names — React shows them only in its dev tools —
 * and marks those calls pure, so what the app does not import is shaken out of every first visit.
 */
export function shakeableReactRouter(): Plugin {
  return {
    name: 'shakeable-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/.test(id)) return null;
      const shakeable = code
        .replace(/^[ \t]*[\w$]+\.displayName = "[^"\n]*";[ \t]*$/gm, '')
        .replace(/=\s*(React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1');
      return { code: shakeable, map: null };
    },
  };
}
