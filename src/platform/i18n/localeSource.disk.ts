const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { import: 'default' });

/** `localeSource.ts` for unit tests (Node has no page to fetch from): the same files, read from disk. */
export async function loadLocale(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = files[`../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`strings ${language}/${namespace}: no such file`);
  return load();
}
