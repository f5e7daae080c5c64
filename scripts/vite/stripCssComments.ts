import type { Plugin } from 'vite';

/**
 * Comments in our styled-components CSS ship as text: the minifier cannot see inside a template literal. They explain
 * the CSS to its readers and cost every first visit bytes (the boards' had ~1 KB of them), so the production build
 * drops every block comment that starts a line in our own source — in a CSS template that is a CSS comment, elsewhere a
 * JS comment the minifier would drop anyway. A `/*` inside a line (a glob such as `'../../locales/*\/*.json'`, a
 * comment after a declaration, a JSX comment) is left alone, and so is a comment whose end does not end its line.
 */
export function stripCssComments(): Plugin {
  return {
    name: 'strip-css-comments',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('/*')) return null;
      return { code: code.replace(/^[ \t]*\/\*(?![!#@])(?:(?!\*\/)[\s\S])*\*\/[ \t]*\n/gm, ''), map: null };
    },
  };
}
