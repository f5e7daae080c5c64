/**
 * The virtual girlfriend server: seeded, deterministic companion profiles by the anchor's public id (the same for
 * every member). Drawn photos and a tiny voice under `mocks/public/images/virtualgf/` (served as `/images/…` by
 * Storybook, the dev app, e2e and preview). Seeds cover the card's states: a full profile, no photos, no voice, a voice
 * whose file is gone, a photo whose file is gone, a new companion without figures, and a long name with long tags.
 */
import { VIRTUALGF_STATUS, type VirtualGfProfile } from '../../src/features/virtualgf/contract';
import { appNow } from '../../src/platform/clock/clock';
import { AVATARS } from './population';
import { ok, refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

export const VIRTUALGF_FAILURES = {
  unknownAnchor: { status: VIRTUALGF_STATUS.unknownAnchor, msg: '找不到這位主播的陪伴資料' },
} satisfies Record<string, ServerFailure>;

const ART = '/images/virtualgf';
export const VIRTUALGF_PHOTOS = [1, 2, 3, 4].map((n) => `${ART}/photo-${n}.svg`);
export const VIRTUALGF_VOICE = `${ART}/voice-intro.wav`;
/** Files that are not there: the page's "photo unavailable" and "voice unavailable". */
export const MISSING_PHOTO = `${ART}/photo-gone.svg`;
export const MISSING_VOICE = `${ART}/voice-gone.wav`;

/** The seeded anchors (public ids), by what their card shows. */
export const VIRTUALGF_ANCHORS = {
  full: '30010001',
  noPhotos: '30010002',
  noVoice: '30010003',
  brokenVoice: '30010004',
  brokenPhoto: '30010005',
  newcomer: '30010006',
  longText: '30010007',
} as const;

type Seed = Omit<VirtualGfProfile, 'server_now'>;

const FULL: Seed = {
  public_id: VIRTUALGF_ANCHORS.full,
  nickname: '小雨 Mia',
  avatar: AVATARS[1]!,
  photos: VIRTUALGF_PHOTOS,
  age: 23,
  birth_year: null,
  constellation: 'pisces',
  city: '台北',
  online: 'online',
  tags: [
    { kind: 'personality', label: '溫柔' },
    { kind: 'personality', label: '愛笑' },
    { kind: 'personality', label: '會聊天' },
    { kind: 'interest', label: '貓咪' },
    { kind: 'interest', label: '手沖咖啡' },
    { kind: 'interest', label: '夜景' },
    { kind: 'interest', label: 'K-pop' },
  ],
  voice: { url: VIRTUALGF_VOICE, duration_s: 2 },
  stats: { followers: 128_460, companion_minutes: 36_720, rating: 4.9, repeat_rate: 0.82 },
  bio: '下班後的時間留給你。喜歡聽你說今天發生的事，也會分享我的貓和剛煮好的咖啡。晚上十點後最常在線，想聊天就來找我吧。',
  price_per_minute: 80,
};

const SEEDS: Record<string, Seed> = {
  [FULL.public_id]: FULL,
  [VIRTUALGF_ANCHORS.noPhotos]: {
    ...FULL,
    public_id: VIRTUALGF_ANCHORS.noPhotos,
    nickname: '晚晴',
    avatar: AVATARS[3]!,
    photos: [],
    age: null,
    birth_year: 2001,
    constellation: 'libra',
    city: '高雄',
    online: 'busy',
    stats: { followers: 8_912, companion_minutes: 2_340, rating: 4.7, repeat_rate: 0.64 },
  },
  [VIRTUALGF_ANCHORS.noVoice]: {
    ...FULL,
    public_id: VIRTUALGF_ANCHORS.noVoice,
    nickname: '糖糖',
    photos: [VIRTUALGF_PHOTOS[3]!, VIRTUALGF_PHOTOS[2]!],
    voice: null,
    online: 'offline',
    constellation: 'leo',
    city: '台中',
  },
  [VIRTUALGF_ANCHORS.brokenVoice]: {
    ...FULL,
    public_id: VIRTUALGF_ANCHORS.brokenVoice,
    nickname: '七七',
    photos: [VIRTUALGF_PHOTOS[1]!, VIRTUALGF_PHOTOS[0]!],
    voice: { url: MISSING_VOICE, duration_s: 15 },
  },
  [VIRTUALGF_ANCHORS.brokenPhoto]: {
    ...FULL,
    public_id: VIRTUALGF_ANCHORS.brokenPhoto,
    nickname: '安安',
    photos: [MISSING_PHOTO, VIRTUALGF_PHOTOS[2]!, VIRTUALGF_PHOTOS[0]!],
  },
  [VIRTUALGF_ANCHORS.newcomer]: {
    ...FULL,
    public_id: VIRTUALGF_ANCHORS.newcomer,
    nickname: '初見',
    photos: [VIRTUALGF_PHOTOS[2]!],
    age: null,
    constellation: null,
    city: '',
    tags: [{ kind: 'personality', label: '新人' }],
    stats: { followers: null, companion_minutes: null, rating: null, repeat_rate: null },
    bio: '',
    price_per_minute: null,
  },
  [VIRTUALGF_ANCHORS.longText]: {
    ...FULL,
    public_id: VIRTUALGF_ANCHORS.longText,
    nickname: '星星點點的月光小夜曲與溫柔的晚安故事',
    tags: [
      { kind: 'personality', label: '超級會講睡前故事的溫柔姐姐' },
      { kind: 'personality', label: '慢熱但很真誠' },
      { kind: 'personality', label: '情緒價值滿分' },
      { kind: 'interest', label: '古典音樂與爵士鋼琴' },
      { kind: 'interest', label: '露營' },
      { kind: 'interest', label: '烘焙甜點' },
      { kind: 'interest', label: '日本動畫與漫畫' },
      { kind: 'interest', label: '桌遊' },
      { kind: 'interest', label: '追星' },
      { kind: 'interest', label: '旅行攝影' },
      { kind: 'interest', label: '瑜伽' },
      { kind: 'interest', label: '電影' },
    ],
    stats: { followers: 987_654_321, companion_minutes: 1_234_567, rating: 5, repeat_rate: 1 },
  },
};

export interface VirtualGfSimulatorOptions {
  now?: () => number;
  /** Stories and tests change a seeded card (by public id) or add one. */
  profiles?: Record<string, Partial<Seed>>;
}

export function createVirtualGfSimulator(options: VirtualGfSimulatorOptions = {}) {
  const now = options.now ?? appNow;
  const seeds: Record<string, Seed> = { ...SEEDS };
  for (const [id, patch] of Object.entries(options.profiles ?? {}))
    seeds[id] = { ...(seeds[id] ?? FULL), ...patch, public_id: id };
  return {
    profile(anchorId: string): SimulatorReply<VirtualGfProfile> {
      const seed = Object.hasOwn(seeds, anchorId) ? seeds[anchorId] : undefined;
      return seed ? ok({ ...seed, server_now: now() }) : refused(VIRTUALGF_FAILURES.unknownAnchor);
    },
  };
}

export type VirtualGfSimulator = ReturnType<typeof createVirtualGfSimulator>;

/** The shared server of the dev app and e2e. */
export const virtualGfSimulator = createVirtualGfSimulator();
