/**
 * Finds numbers split from their unit or date across two lines on the page (issue 30: "12,000金" / "幣",
 * "2025年1月" / "3日", "12" / "（1.2倍）", "59" / "s").
 *
 * Text is read per inline formatting context — a block's text nodes with those of its inline descendants, so a number
 * in a <strong> and its unit in the text after it count as one piece — and every number with what must stay with it is
 * measured with a Range: when one of its line boxes starts below the bottom of the one before, it broke.
 */
function findNumberBreaks(): string[] {
  const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
  const LONG_UNITS = [
    '金幣',
    '銀幣',
    '金币',
    '银币',
    '鑽石',
    '钻石',
    '積分',
    '积分',
    '分鐘',
    '分钟',
    '小時',
    '小时',
    '碎片',
  ];
  const J = '\\u2060?';
  const longUnits = LONG_UNITS.map((unit) => Array.from(unit).join(J)).join('|');
  // A date's parts ("年1月"), an ordinal ("第4"), a number (not its trailing comma) and its CJK unit (a unit of two
  // characters whole), a full-width bracket or a percent after it. Latin text breaks at spaces, as English allows.
  const PIECE = new RegExp(`(?:[年月第]${J})?\\d(?:[\\d,.]*\\d)?${J}(?:(?:${longUnits})|[${CJK}（）％%])`, 'gu');
  // Inline boxes flow in their block's lines; an inline-block, a flex item or a cell lays out lines of its own.
  const isInline = (element: Element) => ['inline', 'contents'].includes(getComputedStyle(element).display);

  const broken: string[] = [];
  const blocks = [document.body, ...document.body.querySelectorAll('*')].filter((element) => {
    const style = getComputedStyle(element);
    return !isInline(element) && style.display !== 'none' && style.visibility !== 'hidden';
  });
  for (const block of blocks) {
    const box = block.getBoundingClientRect();
    // Visually hidden text (a 1 px clipped box) wraps at every character and is never seen.
    if (box.width < 24 || box.height < 2 || block.tagName === 'SCRIPT' || block.tagName === 'STYLE') continue;
    const nodes: Text[] = [];
    const collect = (parent: Node) => {
      for (const child of parent.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) nodes.push(child as Text);
        else if (child instanceof Element && isInline(child)) collect(child);
      }
    };
    collect(block);
    const text = nodes.map((node) => node.data).join('');
    if (!/\d/.test(text)) continue;
    const at = (offset: number): [Text, number] => {
      let left = offset;
      for (const node of nodes) {
        if (left <= node.data.length) return [node, left];
        left -= node.data.length;
      }
      const last = nodes[nodes.length - 1] as Text;
      return [last, last.data.length];
    };
    for (const match of text.matchAll(PIECE)) {
      const range = document.createRange();
      range.setStart(...at(match.index));
      range.setEnd(...at(match.index + match[0].length));
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
      if (rects.some((rect, index) => index > 0 && rect.top >= (rects[index - 1] as DOMRect).bottom - 1)) {
        broken.push(match[0].replaceAll('\u2060', '').replaceAll('\u00a0', ' '));
      }
    }
  }
  return broken;
}

/**
 * The scanner as a script for `page.evaluate`: its own source, with the name helper a bundler may wrap functions in
 * (esbuild's `__name`) defined, since none exists in the page.
 */
export const FIND_NUMBER_BREAKS = `(() => { const __name = (target) => target; return (${findNumberBreaks.toString()})(); })()`;
