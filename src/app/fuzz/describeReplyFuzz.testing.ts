import { beforeAll, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../platform/i18n/i18n';
import { fuzzReplies, type ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { renderPageWith } from '../pageRender.testing';

/**
 * Issue 14, class 3: no numeric (or any other) server field can bring a page down. Each area lists
 * its replies (`features/<area>/replies.testing.ts`) and gets a test file in `src/app/fuzz/` that
 * calls this: each field of a real reply, in turn, gets every hostile JSON value, and seeded random
 * JSON goes into random fields. The parser may only refuse with `ApiError`; every distinct result it
 * returns is rendered (happy-dom) on the page that shows it.
 */
export function describeReplyFuzz(area: string, cases: readonly ReplyFuzzCase[]): void {
  describe(`${area}: reply parsers and the pages that show them, fuzzed`, () => {
    beforeAll(async () => {
      // Nothing a page asks for leaves the test: only the replies in the cache are on screen.
      vi.stubGlobal('fetch', () => new Promise(() => undefined));
      vi.stubGlobal('IntersectionObserver', undefined);
      await switchLanguage('en');
    });

    it.each(cases.map((fuzzCase) => [fuzzCase.name, fuzzCase] as const))(
      '%s: the parser refuses only with ApiError and the page renders whatever it returns',
      async (name, { sample, parse, page }) => {
        const report = await fuzzReplies({
          sample,
          parse,
          check: (parsed) => renderPageWith(page.path, [...(page.alongside ?? []), [page.queryKey, parsed]]),
        });
        console.info(
          `${name}: ${report.tried} replies tried, ${report.checked} distinct results rendered on ${page.path}`,
        );
        expect(report.failures).toEqual([]);
        expect(report.checked).toBeGreaterThan(10);
      },
      120_000,
    );
  });
}
