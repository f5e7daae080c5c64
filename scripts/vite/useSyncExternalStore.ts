/**
 * react-i18next imports `use-sync-external-store/shim` for React < 18. React 19 has the hook, and
 * the shim's fallback would still ship (0.35 KB gzip on every route): vite.config.ts points the
 * import here instead.
 */
export { useSyncExternalStore } from 'react';
