/**
 * The events and games the official home points to: a path of the app and the look of its card.
 * Paths, not imports: one area never imports another (src/app/routes.test.ts checks each path is a
 * route). Each new area adds its entry here.
 */
export interface HomeEntry {
  id: 'race' | 'christmas' | 'scratch' | 'noble' | 'whole_rank' | 'gift_star' | 'charm';
  path: string;
  /** The card's colours: a festival gradient behind its key art (components/homeKeyArt.tsx), dark enough for white words. */
  tone: { from: string; to: string };
  badge?: 'hot' | 'live' | 'new' | 'festival';
}

/**
 * In the order of the hub. With an odd count the first is the feature banner across the whole row, so the grid of
 * two columns under it has no lonely last card (HomeEntries); with an even count every card is a half.
 */
export const HOME_ENTRIES: readonly HomeEntry[] = [
  { id: 'race', path: '/h5/race', tone: { from: '#3A2A7A', to: '#140C2C' }, badge: 'hot' },
  { id: 'christmas', path: '/h5/christmas', tone: { from: '#1D3F8F', to: '#0B1437' }, badge: 'festival' },
  { id: 'scratch', path: '/h5/scratch', tone: { from: '#7B2FF7', to: '#2A0F5C' }, badge: 'new' },
  { id: 'noble', path: '/h5/noble', tone: { from: '#4A2A9C', to: '#170C3A' } },
  { id: 'whole_rank', path: '/h5/whole_rank', tone: { from: '#8B5CF6', to: '#4A1FA8' }, badge: 'live' },
  { id: 'gift_star', path: '/h5/weeklyGiftStarRank', tone: { from: '#3D8BFF', to: '#1747A6' }, badge: 'new' },
  { id: 'charm', path: '/h5/rank/charm', tone: { from: '#FF6F96', to: '#B3124A' } },
];

/** The legal pages the home's footer links to, as every official site does (paths of the agreements area). */
export const LEGAL_LINKS = [
  { id: 'userAgreement', path: '/h5/agreement' },
  { id: 'privacy', path: '/h5/privacy' },
  { id: 'recharge', path: '/h5/charge' },
  { id: 'community', path: '/h5/rule/community' },
  { id: 'activityRule', path: '/h5/rule' },
] as const;
