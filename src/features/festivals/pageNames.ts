/**
 * The festival pages under /h5 (spec §2), by name: what the entry lists (app/appAreas.ts) — names only, the campaigns'
 * addresses it has already (app/campaigns.ts): every byte here is in every page's first visit. A module of its own:
 * the area's `paths.ts` (imported by the area's code too) would land in the entry whole.
 */
export const FESTIVAL_PAGES = [
  'new_years_day',
  'fireworks_bless',
  'new_year',
  'magpie',
  'goddess',
  'goddess_reward',
  'song/spring',
  'may_day',
  'may_day/rules',
  '520',
  '520/rules',
  'children_day',
  'children_day/rule',
  'april_fools_day_rooms',
] as const;
