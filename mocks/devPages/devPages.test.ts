import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../src/app/appRoutes';
import { SPEC_ROUTES } from '../../src/app/specRoutes';
import { devPageIndex, titleNamespaces } from './devPages';

const page = (id: string, path: string) => ({
  id,
  path,
  titleKey: `area:titles.${id}`,
  load: async () => ({ default: () => null }),
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
    // A week and a day after the 0702 campaign (spec §2) ended.
    const now = Date.parse('2025-07-10T12:00:00+08:00');
    const index = devPageIndex(
      now,
      [page('a', '/h5/whole_rank'), page('b', '/h5/ours'), page('c', '/activity-20250702-main')],
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
