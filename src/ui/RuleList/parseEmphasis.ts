/** A run of rule text, emphasised or not. */
export interface TextRun {
  text: string;
  em: boolean;
}

const EM = /<em>([\s\S]*?)<\/em>/g;

/**
 * Splits "送出<em>七夕限定禮物</em>即可" into plain and emphasised runs. Only `<em>…</em>`
 * is markup; everything else (other tags, a lone `<em>`) stays literal text, so the
 * result is rendered as text and nothing in a rule can inject HTML.
 */
export function parseEmphasis(source: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of source.matchAll(EM)) {
    const start = match.index ?? 0;
    if (start > last) runs.push({ text: source.slice(last, start), em: false });
    if (match[1]) runs.push({ text: match[1], em: true });
    last = start + match[0].length;
  }
  if (last < source.length) runs.push({ text: source.slice(last), em: false });
  return runs;
}
