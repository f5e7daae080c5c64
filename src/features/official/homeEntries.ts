/**
 * The events and games the official home points to: a path of the app and the look of its card.
 * Paths, not imports: one area never imports another (src/app/routes.test.ts checks each path is a
 * route). Each new area adds its entry here.
 */
export interface HomeEntry {
  id: 'race' | 'scratch' | 'whole_rank' | 'gift_star' | 'charm';
  path: string;
  /** The card's colours: a festival gradient and the badge. */
  tone: { from: string; to: string };
  badge?: 'hot' | 'live' | 'new';
}

export const HOME_ENTRIES: readonly HomeEntry[] = [
  { id: 'race', path: '/h5/race', tone: { from: '#2B3760', to: '#1B1230' }, badge: 'hot' },
  { id: 'scratch', path: '/h5/scratch', tone: { from: '#7B2FF7', to: '#2A0F5C' }, badge: 'new' },
  { id: 'whole_rank', path: '/h5/whole_rank', tone: { from: '#8B5CF6', to: '#5B2BC4' }, badge: 'live' },
  { id: 'gift_star', path: '/h5/weeklyGiftStarRank', tone: { from: '#4C9BFF', to: '#1F5FC9' }, badge: 'new' },
  { id: 'charm', path: '/h5/rank/charm', tone: { from: '#FF7A9C', to: '#C81E4B' } },
];

/** The legal pages the home's footer links to, as every official site does (paths of the agreements area). */
export const LEGAL_LINKS = [
  { id: 'userAgreement', path: '/h5/agreement' },
  { id: 'privacy', path: '/h5/privacy' },
  { id: 'recharge', path: '/h5/charge' },
  { id: 'community', path: '/h5/rule/community' },
  { id: 'activityRule', path: '/h5/rule' },
] as const;
