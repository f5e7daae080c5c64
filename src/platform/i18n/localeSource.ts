/**
 * One namespace of one language, fetched from the build's locale folder (scripts/vite/localeFiles.ts
 * puts every file at an address made of one version, the language and the namespace). Unit tests read the
 * files from disk instead (`localeSource.disk.ts`, aliased in vite.config.ts).
 */
export async function loadLocale(language: string, namespace: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${import.meta.env.BASE_URL}${__LOCALE_BASE__}/${language}/${namespace}.json`);
  if (!response.ok) throw new Error(`strings ${language}/${namespace}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}
