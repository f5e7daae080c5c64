import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NobleBadge } from '../../../ui/NobleBadge/NobleBadge';
import { NOBLE_ART } from '../../../ui/NobleBadge/nobleArt';
import { px } from '../../../ui/px';
import type { NobleTier } from '../model';

/*
 * What a privilege looks like where it is sold: the avatar frame around a sample member, the entrance banner that
 * runs across a room, and the chat bubble — drawn in the tier's own metal (the badge's colours, ui/NobleBadge), light
 * from the top left like every noble drawing. Small on purpose: they sit in the tier card and the purchase sheet.
 */

/** The privileges that have a look of their own, in the order they are previewed. */
export const PREVIEWED = ['avatar_frame', 'bubble', 'entrance'] as const;
export type Previewed = (typeof PREVIEWED)[number];

const Strip = styled.div`
  display: grid;
  grid-template-columns: ${px(84)} 1fr;
  gap: ${px(8)};
  width: 100%;
`;

const Tile = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${px(6)};
  min-width: 0;
  margin: 0;
  padding: ${px(10)} ${px(8)} ${px(8)};
  border-radius: ${px(12)};
  background:
    radial-gradient(120% 90% at 20% 0%, rgba(255, 255, 255, 0.1) 0%, transparent 60%),
    rgba(10, 4, 28, 0.55);
  box-shadow: inset 0 0 0 ${px(1)} rgba(246, 196, 83, 0.22);
  ${({ $wide }) => ($wide ? 'grid-column: 1 / -1;' : '')}
`;

const Caption = styled.span`
  color: var(--color-textMuted);
  font-size: ${px(11)};
  line-height: 1.2;
`;

/* The sample member: a lilac portrait, lit from the top left. Drawn once per page and reused. */
const Face = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  border-radius: 50%;
`;

function SampleFace() {
  return (
    <Face viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="nb-face-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#E9DDFF" />
          <stop offset="1" stopColor="#8E6BD8" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" fill="url(#nb-face-bg)" />
      <circle cx="20" cy="16" r="7.5" fill="#FFF6EE" />
      <path d="M6 40c1-9 7-13 14-13s13 4 14 13z" fill="#FFF6EE" />
      <path d="M12.5 14.5c.5-6 5-8.5 9-8 4 .4 6.5 3.5 6 8-2-2.5-5-3.5-8-3.3-3 .2-5 1.3-7 3.3z" fill="#4A2F7A" />
    </Face>
  );
}

const Ring = styled.span<{ $size: number; $ring: string; $glow: string }>`
  position: relative;
  display: block;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size)};
  margin-bottom: ${({ $size }) => px($size * 0.16)};
  padding: ${({ $size }) => px($size * 0.08)};
  border-radius: 50%;
  background: ${({ $ring }) => $ring};
  box-shadow:
    0 0 ${px(12)} ${({ $glow }) => $glow},
    inset 0 ${px(1)} ${px(1)} rgba(255, 255, 255, 0.6);
`;

const Inner = styled.span`
  display: block;
  width: 100%;
  height: 100%;
  padding: ${px(1.5)};
  border-radius: 50%;
  background: #140a30;
`;

const RingBadge = styled.span`
  position: absolute;
  left: 50%;
  bottom: -22%;
  line-height: 0;
  transform: translateX(-50%);
`;

/** The avatar frame: the sample portrait in a ring of the tier's metal, its badge hanging below. */
export function FramePreview({ tier, size = 52 }: { tier: NobleTier; size?: number }) {
  const art = NOBLE_ART[tier];
  return (
    <Ring $size={size} $ring={art.ring} $glow={art.glow}>
      <Inner>
        <SampleFace />
      </Inner>
      <RingBadge>
        <NobleBadge rank={tier} size={size * 0.46} />
      </RingBadge>
    </Ring>
  );
}

const Chat = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${px(6)};
  width: 100%;
  min-width: 0;
`;

const Mini = styled.span`
  flex: none;
  width: ${px(22)};
  height: ${px(22)};
`;

const Said = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${px(3)};
  min-width: 0;
`;

const Sender = styled.span<{ $light: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${px(3)};
  color: ${({ $light }) => $light};
  font-size: ${px(10)};
  font-weight: 800;
  line-height: 1.2;
`;

/* The bubble: night-violet face inside a rim of the tier's metal, a glow of its colour and a tail at the top left. */
const Bubble = styled.span<{ $light: string; $dark: string; $glow: string }>`
  position: relative;
  padding: ${px(6)} ${px(9)};
  border: ${px(1.5)} solid transparent;
  border-radius: ${px(3)} ${px(12)} ${px(12)} ${px(12)};
  background:
    linear-gradient(160deg, #3a2273 0%, #1d0f44 100%) padding-box,
    linear-gradient(135deg, #fff 0%, ${({ $light }) => $light} 30%, ${({ $dark }) => $dark} 100%) border-box;
  box-shadow: 0 0 ${px(8)} ${({ $glow }) => $glow};
  color: #fff;
  font-size: ${px(11)};
  font-weight: 600;
  line-height: 1.35;
  line-break: strict;
  text-wrap: balance;
`;

/** The chat bubble: a line of the sample member's, in the tier's framed bubble with the badge by the name. */
export function BubblePreview({ tier }: { tier: NobleTier }) {
  const { t } = useTranslation('noble');
  const art = NOBLE_ART[tier];
  return (
    <Chat>
      <Mini>
        <SampleFace />
      </Mini>
      <Said>
        <Sender $light={art.light}>
          <NobleBadge rank={tier} size={12} />
          {t('preview.name')}
        </Sender>
        <Bubble $light={art.light} $dark={art.dark} $glow={art.glow}>
          {t('preview.bubble')}
        </Bubble>
      </Said>
    </Chat>
  );
}

/* The entrance: a banner sweeping in from the left — the tier's colour fading into the room, a gold hairline on top,
   a glint across it and speed lines behind. */
const Banner = styled.span<{ $dark: string; $glow: string }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${px(6)};
  width: 100%;
  height: ${px(36)};
  padding: 0 ${px(10)} 0 ${px(2)};
  overflow: hidden;
  border-radius: ${px(18)} ${px(4)} ${px(4)} ${px(18)};
  background:
    linear-gradient(105deg, transparent 38%, rgba(255, 255, 255, 0.28) 44%, transparent 50%),
    linear-gradient(180deg, rgba(255, 255, 255, 0.25) 0%, transparent 55%),
    linear-gradient(90deg, ${({ $dark }) => $dark} 0%, ${({ $glow }) => $glow} 65%, transparent 100%);
  box-shadow: inset 0 ${px(1)} 0 rgba(255, 231, 163, 0.7);
  color: #fff;
  font-size: ${px(12)};
  white-space: nowrap;
  text-shadow: 0 ${px(1)} ${px(2)} rgba(0, 0, 0, 0.6);
`;

const Lines = styled.svg`
  position: absolute;
  right: 0;
  top: 0;
  width: 40%;
  height: 100%;
`;

const Who = styled.strong`
  color: #ffe3a3;
  font-weight: 900;
`;

const Did = styled.span`
  position: relative;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The entrance effect: the banner the room sees when the sample member comes in. */
export function EntrancePreview({ tier }: { tier: NobleTier }) {
  const { t } = useTranslation('noble');
  const art = NOBLE_ART[tier];
  return (
    <Banner $dark={art.dark} $glow={art.glow}>
      <Lines viewBox="0 0 60 34" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <g stroke="#fff" strokeLinecap="round" opacity="0.5">
          <path d="M20 9h34" strokeWidth="1" />
          <path d="M8 17h48" strokeWidth="1.4" />
          <path d="M26 25h26" strokeWidth="1" />
        </g>
      </Lines>
      <NobleBadge rank={tier} size={32} />
      <Did>
        {t('preview.entrance', { name: t('preview.name') })
          .split(/\[(.+?)\]/)
          .map((part, index) => (index % 2 ? <Who key={part}>{part}</Who> : part))}
      </Did>
    </Banner>
  );
}

/**
 * The looks a tier's privileges give, each a small drawing named for screen readers ("Duke's avatar frame"): the
 * frame and the bubble side by side, the entrance banner across. Only those the tier holds.
 */
export function PrivilegePreviews({ tier, held }: { tier: NobleTier; held: ReadonlySet<string> }) {
  const { t } = useTranslation('noble');
  const name = t(`tiers.${tier}`);
  const label = (id: Previewed) => t('preview.label', { tier: name, privilege: t(`privileges.${id}.name`) });
  const shown = PREVIEWED.filter((id) => held.has(id));
  if (shown.length === 0) return null;
  return (
    <Strip data-previews={tier}>
      {shown.map((id) => (
        <Tile key={id} $wide={id === 'entrance' || shown.length === 1} role="img" aria-label={label(id)}>
          {id === 'avatar_frame' ? (
            <FramePreview tier={tier} />
          ) : id === 'bubble' ? (
            <BubblePreview tier={tier} />
          ) : (
            <EntrancePreview tier={tier} />
          )}
          <Caption>{t(`privileges.${id}.name`)}</Caption>
        </Tile>
      ))}
    </Strip>
  );
}
