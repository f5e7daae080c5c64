import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../src/app/appRoutes';
import { SPEC_ROUTES } from '../../src/app/specRoutes';
import { devPageIndex, titleNamespaces } from './devPages';

const page = (id: string, path: string, extra: object = {}) => ({
  id,
  path,
  titleKey: `area:titles.${id}`,
  load: async () => ({ default: () => null }),
  ...extra,
});

describe('the dev app index of pages', () => {
  it('lists every route of the table once, grouped by area', () => {
    const index = devPageIndex(Date.now());
    const listed = index.groups.flatMap((group) => group.pages.map((entry) => entry.id));
    expect([...listed].sort()).toEqual(appRoutes.map((route) => route.id).sort());
    expect(index.pageCount).toBe(appRoutes.length);
    expect(index.specTotal).toBe(SPEC_ROUTES.length);
    expect(index.groups.every((group) => group.pages.length > 0)).toBe(true);
  });

  it("takes spec §2's area when the path is in the spec, else the title's namespace; flags ended campaigns", () => {
    const now = Date.parse('2025-07-01T12:00:00+08:00');
    const index = devPageIndex(
      now,
      [page('a', '/h5/whole_rank'), page('b', '/h5/ours'), page('c', '/h5/gone', { expire: now - 8 * 86_400_000 })],
      [{ path: '/h5/whole_rank', area: 'ranks' }],
    );
    expect(index.groups.map((group) => group.area)).toEqual(['ranks', 'area']);
    expect(index.groups[1]!.pages.map((entry) => [entry.id, entry.inSpec, entry.ended])).toEqual([
      ['b', false, false],
      ['c', false, true],
    ]);
    expect(index.specBuilt).toBe(1);
    expect(titleNamespaces(index)).toEqual(['area']);
  });
});
