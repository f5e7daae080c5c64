import { appRoutes } from '../../src/app/appRoutes';
import { campaignFor, isLive } from '../../src/app/campaigns';
import { SPEC_ROUTES, type SpecRoute } from '../../src/app/specRoutes';

type AppRoute = (typeof appRoutes)[number];

/** One page of the dev app's index. */
export interface DevPage {
  id: string;
  path: string;
  titleKey: string;
  /** A path of spec §2 (otherwise one the area added: docs/areas/<area>.md, "Routes"). */
  inSpec: boolean;
  /** A campaign page past its end (expire + keepTime): the address shows the activity-ended page. */
  ended: boolean;
}

export interface DevPageGroup {
  /** The owning area: spec §2's, else the namespace of the page's title (an area's pages share it). */
  area: string;
  pages: DevPage[];
}

export interface DevPageIndex {
  groups: DevPageGroup[];
  pageCount: number;
  specBuilt: number;
  specTotal: number;
}

const namespaceOf = (titleKey: string) =>
  titleKey.includes(':') ? titleKey.slice(0, titleKey.indexOf(':')) : 'common';

/**
 * Every page the app has built, grouped by area, straight from the route table (so it never goes stale),
 * at `now` (the app clock: which campaigns have ended).
 */
export function devPageIndex(
  now: number,
  routes: readonly AppRoute[] = appRoutes,
  spec: readonly SpecRoute[] = SPEC_ROUTES,
): DevPageIndex {
  const areaByPath = new Map(spec.map((route) => [route.path, route.area as string]));
  const groups = new Map<string, DevPage[]>();
  for (const route of routes) {
    const page: DevPage = {
      id: route.id,
      path: route.path,
      titleKey: route.titleKey,
      inSpec: areaByPath.has(route.path),
      ended: !isLive(campaignFor(route.path) ?? {}, now), // as buildRoutes decides
    };
    const area = areaByPath.get(route.path) ?? namespaceOf(route.titleKey);
    groups.set(area, [...(groups.get(area) ?? []), page]);
  }
  const built = new Set(routes.map((route) => route.path));
  return {
    groups: [...groups].map(([area, pages]) => ({ area, pages })),
    pageCount: routes.length,
    specBuilt: spec.filter((route) => built.has(route.path)).length,
    specTotal: spec.length,
  };
}

/** Every namespace the index's titles need. */
export const titleNamespaces = (index: DevPageIndex) => [
  ...new Set(index.groups.flatMap((group) => group.pages.map((page) => namespaceOf(page.titleKey)))),
];
