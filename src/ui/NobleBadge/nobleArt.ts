/**
 * The nine noble ranks the design system draws (spec §4), highest first, and each one's colours: the badge
 * (`NobleBadge`) and the Avatar's noble frame use the same art, so a member's tier looks the same in a room,
 * on a board and on the noble pages. Three groups of three: shields (knight, baron, viscount), winged shields
 * (earl, marquis, duke), crowned winged shields (prince, king, emperor); one to three gems within a group.
 */
export const NOBLE_TIERS = [
  'emperor',
  'king',
  'prince',
  'duke',
  'marquis',
  'earl',
  'viscount',
  'baron',
  'knight',
] as const;
export type NobleRank = (typeof NOBLE_TIERS)[number];

export interface NobleArt {
  /** Shield gradient, light to dark. */
  light: string;
  dark: string;
  /** Rim and the wings' and crown's metal. */
  rim: string;
  /** The gems. */
  gem: string;
  /** The glow around it, and the Avatar ring. */
  glow: string;
  ring: string;
}

const ring = (...stops: string[]) => `conic-gradient(from 200deg, ${[...stops, stops[0]].join(', ')})`;

export const NOBLE_ART: Record<NobleRank, NobleArt> = {
  knight: {
    light: '#C9D2DE',
    dark: '#5B6678',
    rim: '#E8EDF3',
    gem: '#7FB2FF',
    glow: 'rgba(120, 136, 160, 0.45)',
    ring: ring('#E8EDF3', '#8D99AB', '#5B6678', '#C9D2DE'),
  },
  baron: {
    light: '#F2B57A',
    dark: '#8A4B22',
    rim: '#FFD9B0',
    gem: '#FF7A59',
    glow: 'rgba(199, 122, 60, 0.45)',
    ring: ring('#FFD9B0', '#C7844B', '#8A4B22', '#F2B57A'),
  },
  viscount: {
    light: '#F4F8FC',
    dark: '#8193AB',
    rim: '#FFFFFF',
    gem: '#5AD1FF',
    glow: 'rgba(150, 170, 200, 0.5)',
    ring: ring('#FFFFFF', '#AEB8C6', '#6F7F96', '#E6EBF2'),
  },
  earl: {
    light: '#7EE8CF',
    dark: '#0F7A67',
    rim: '#D6FFF3',
    gem: '#FFE066',
    glow: 'rgba(20, 170, 140, 0.45)',
    ring: ring('#D6FFF3', '#3CC7A6', '#0F7A67', '#7EE8CF'),
  },
  marquis: {
    light: '#7CC4FF',
    dark: '#1A4FC2',
    rim: '#DDF0FF',
    gem: '#FFE066',
    glow: 'rgba(40, 110, 230, 0.5)',
    ring: ring('#DDF0FF', '#4C8DF0', '#1A4FC2', '#7CC4FF'),
  },
  duke: {
    light: '#C5A3FF',
    dark: '#5322B8',
    rim: '#F6C453',
    gem: '#FFE7A3',
    glow: 'rgba(120, 70, 230, 0.55)',
    ring: ring('#F6C453', '#C9A7FF', '#5322B8', '#8B5CF6', '#FFE7A3'),
  },
  prince: {
    light: '#FF9EC0',
    dark: '#B0124E',
    rim: '#F6C453',
    gem: '#FFFFFF',
    glow: 'rgba(220, 40, 110, 0.5)',
    ring: ring('#F6C453', '#FF9EC0', '#B0124E', '#FF5C93', '#FFE7A3'),
  },
  king: {
    light: '#FFE08A',
    dark: '#B86A00',
    rim: '#FFF4C7',
    gem: '#E5383B',
    glow: 'rgba(240, 170, 30, 0.6)',
    ring: ring('#FFF4C7', '#F6C453', '#B86A00', '#FFE08A'),
  },
  emperor: {
    light: '#FFF3B0',
    dark: '#C98A00',
    rim: '#7A1020',
    gem: '#E5383B',
    glow: 'rgba(255, 190, 40, 0.75)',
    ring: ring('#FFF3B0', '#E5383B', '#C98A00', '#FFE08A', '#7A1020'),
  },
};

/** 0 (knight) … 8 (emperor). */
export const nobleStep = (rank: NobleRank): number => NOBLE_TIERS.length - 1 - NOBLE_TIERS.indexOf(rank);
