/** Set by scripts/vite/localeFiles.ts: the folder of this build's locale files, and every namespace. */
declare const __LOCALE_BASE__: string;
declare const __LOCALE_NAMESPACES__: readonly string[];
