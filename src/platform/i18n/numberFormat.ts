/**
 * `Intl.NumberFormat` instances, made once per language and options: building one costs
 * far more than formatting (a 100-row board formats hundreds of numbers), so they are kept.
 * A language the engine does not know falls back to English instead of throwing.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, options);
    } catch {
      format = new Intl.NumberFormat('en', options);
    }
    formats.set(key, format);
  }
  return format;
}
