import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { useAppNow } from '../../../platform/clock/useAppNow';
import { CrownIcon } from '../../../ui/icons/CrownIcon';
import { px } from '../../../ui/px';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import type { PkRoom, RoomPk } from '../contract';
import { clockText, type PkPhase, type PkSide, type PkWinner } from '../model';
import { SIDE_TONES } from '../theme';

/** How a side's card reads once the server has a result. */
export type SideStamp = 'win' | 'lose' | 'draw' | null;

const Arena = styled.section`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${px(92)} minmax(0, 1fr);
  align-items: start;
  padding: ${px(16)} ${px(8)} ${px(14)};
  overflow: hidden;
  border-radius: ${px(20)};
  background:
    linear-gradient(104deg, rgba(255, 45, 85, 0.62) 0%, rgba(255, 45, 85, 0.18) 40%, rgba(255, 45, 85, 0) 50.5%),
    linear-gradient(284deg, rgba(47, 123, 255, 0.62) 0%, rgba(47, 123, 255, 0.18) 40%, rgba(47, 123, 255, 0) 50.5%),
    #1d1340;
  box-shadow:
    inset 0 0 0 ${px(1)} rgba(255, 226, 154, 0.35),
    0 ${px(8)} ${px(24)} rgba(0, 0, 0, 0.35);
  /* The lightning seam between the corners. */
  &::before {
    content: '';
    position: absolute;
    left: 50%;
    top: -10%;
    bottom: -10%;
    width: ${px(3)};
    background: linear-gradient(180deg, rgba(255, 226, 154, 0) 0%, #ffe29a 35%, #fff 50%, #ffe29a 65%, rgba(255, 226, 154, 0) 100%);
    box-shadow: 0 0 ${px(10)} rgba(255, 200, 87, 0.8);
    transform: skewX(-14deg);
    opacity: 0.55;
  }
`;

const Card = styled.div<{ $side: PkSide; $stamp: SideStamp }>`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${px(3)};
  min-width: 0;
  text-align: center;
  /* Two lines' room for every name, a short one centred in it: both corners' lines below stay level. */
  & > div {
    display: flex;
    align-items: center;
    justify-content: center;
    max-width: 100%;
    min-height: ${px(14 * 1.3 * 2)};
    margin-top: ${px(4)};
  }
  h2 {
    display: -webkit-box;
    max-width: 100%;
    margin: 0;
    overflow: hidden;
    color: #fff;
    font-size: ${px(14)};
    font-weight: 800;
    line-height: 1.3;
    overflow-wrap: anywhere;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    text-shadow: 0 ${px(1)} ${px(3)} rgba(0, 0, 0, 0.5);
  }
  p {
    max-width: 100%;
    margin: 0;
    overflow: hidden;
    color: var(--color-textMuted);
    font-size: ${px(11)};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Cover = styled.span<{ $side: PkSide; $stamp: SideStamp }>`
  position: relative;
  display: grid;
  place-items: center;
  width: ${px(64)};
  height: ${px(64)};
  margin-top: ${px(8)};
  border-radius: ${px(18)};
  background: ${({ $side }) =>
    $side === 'red'
      ? 'linear-gradient(145deg, #FF8FA0 0%, #FF2D55 50%, #8E0B26 100%)'
      : 'linear-gradient(145deg, #9AD6FF 0%, #2F7BFF 50%, #0A2F85 100%)'};
  box-shadow:
    0 0 0 ${px(2.5)} rgba(255, 255, 255, 0.85),
    0 0 ${px(18)} ${({ $side }) => SIDE_TONES[$side].glow};
  color: #fff;
  font-size: ${px(28)};
  font-weight: 900;
  text-shadow: 0 ${px(2)} ${px(4)} rgba(0, 0, 0, 0.35);
  img {
    width: 100%;
    height: 100%;
    border-radius: inherit;
    object-fit: cover;
  }
  ${({ $stamp }) =>
    $stamp === 'lose' &&
    css`
      filter: grayscale(0.75) brightness(0.8);
      box-shadow: 0 0 0 ${px(2.5)} rgba(255, 255, 255, 0.4);
    `}
  ${({ $stamp }) =>
    $stamp === 'win' &&
    css`
      box-shadow:
        0 0 0 ${px(3)} #ffc857,
        0 0 ${px(22)} rgba(255, 200, 87, 0.85);
    `}
`;

const Crown = styled.span`
  position: absolute;
  left: 50%;
  top: ${px(-22)};
  line-height: 0;
  transform: translateX(-50%) rotate(-8deg);
`;

const Stamp = styled.b<{ $stamp: Exclude<SideStamp, null> }>`
  position: absolute;
  right: ${px(-12)};
  bottom: ${px(-8)};
  padding: ${px(2)} ${px(7)};
  border-radius: ${px(8)};
  font-size: ${px(13)};
  font-weight: 900;
  letter-spacing: 0.04em;
  line-height: 1.3;
  white-space: nowrap;
  transform: rotate(-10deg);
  ${({ $stamp }) =>
    $stamp === 'win'
      ? css`
          background: linear-gradient(135deg, #fff1b8 0%, #ffc857 50%, #e8930c 100%);
          color: #4a2800;
          box-shadow: 0 0 ${px(10)} rgba(255, 200, 87, 0.8);
        `
      : $stamp === 'lose'
        ? css`
            background: #3b3552;
            color: #e6e1f2;
            box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.3);
          `
        : css`
            background: linear-gradient(135deg, #ffffff 0%, #cfd6e4 100%);
            color: #2a2f3d;
          `}
`;

const Us = styled.span<{ $side: PkSide }>`
  position: absolute;
  left: ${px(-6)};
  top: ${px(-4)};
  z-index: 1;
  padding: 0 ${px(6)};
  border-radius: ${px(8)};
  background: #fff;
  color: ${({ $side }) => SIDE_TONES[$side].deep};
  font-size: ${px(11)};
  font-weight: 800;
  line-height: ${px(18)};
  white-space: nowrap;
`;

/** A room's cover, or its initial on the side's colour when it has none (or it does not load). */
function RoomCover({ room, side, stamp }: { room: Pick<PkRoom, 'cover' | 'name'>; side: PkSide; stamp: SideStamp }) {
  const [failed, setFailed] = useState(false);
  return (
    <Cover $side={side} $stamp={stamp} aria-hidden="true">
      {room.cover && !failed ? (
        <img src={room.cover} alt="" width={64} height={64} onError={() => setFailed(true)} />
      ) : (
        Array.from(room.name)[0]
      )}
    </Cover>
  );
}

interface RoomCardProps {
  side: PkSide;
  name: string;
  cover: string;
  host: string;
  supporters: number;
  mine: boolean;
  stamp: SideStamp;
}

const RoomCard = memo(function RoomCard({ side, name, cover, host, supporters, mine, stamp }: RoomCardProps) {
  const { t } = useTranslation('roomPk');
  return (
    <Card $side={side} $stamp={stamp} data-side={side} data-stamp={stamp ?? undefined}>
      <span style={{ position: 'relative' }}>
        {mine && <Us $side={side}>{t('us')}</Us>}
        {stamp === 'win' && (
          <Crown aria-hidden="true">
            <CrownIcon size={26} tone="gold" />
          </Crown>
        )}
        <RoomCover room={{ cover, name }} side={side} stamp={stamp} />
        {stamp && <Stamp $stamp={stamp}>{t(`stamps.${stamp}`)}</Stamp>}
      </span>
      <div>
        <h2>
          <VisuallyHidden>{t(`sides.${side}`)} </VisuallyHidden>
          {name}
        </h2>
      </div>
      {host && <p>{t('host', { name: host })}</p>}
      {supporters > 0 && <p>{t('supporters', { count: supporters })}</p>}
    </Card>
  );
});

const Middle = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  justify-items: center;
  gap: ${px(6)};
`;

/** The VS emblem: a gold starburst, drawn (no picture to load). */
export function VsEmblem() {
  return (
    <svg width={px(84)} height={px(68)} viewBox="0 0 84 68" aria-hidden="true">
      <defs>
        <radialGradient id="room-pk-vs-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#FFE29A" stopOpacity="0.9" />
          <stop offset="0.6" stopColor="#FFC857" stopOpacity="0.25" />
          <stop offset="1" stopColor="#FFC857" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="room-pk-vs-burst" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FFF4C8" />
          <stop offset="0.5" stopColor="#FFC857" />
          <stop offset="1" stopColor="#D9780A" />
        </linearGradient>
        <linearGradient id="room-pk-vs-letters" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#FF2D55" />
          <stop offset="0.48" stopColor="#FF2D55" />
          <stop offset="0.52" stopColor="#2F7BFF" />
          <stop offset="1" stopColor="#2F7BFF" />
        </linearGradient>
      </defs>
      <ellipse cx="42" cy="34" rx="42" ry="34" fill="url(#room-pk-vs-glow)" />
      <path
        d="M42 4 48 18 62 9 58 24 76 24 62 33 76 44 58 44 62 59 48 50 42 64 36 50 22 59 26 44 8 44 22 33 8 24 26 24 22 9 36 18Z"
        fill="url(#room-pk-vs-burst)"
        stroke="#7A3A00"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <text
        x="42"
        y="42"
        textAnchor="middle"
        fontSize="24"
        fontStyle="italic"
        fontWeight="900"
        fill="url(#room-pk-vs-letters)"
        stroke="#fff"
        strokeWidth="2.2"
        paintOrder="stroke"
        letterSpacing="-1"
      >
        VS
      </text>
    </svg>
  );
}

const blink = keyframes`
  from { opacity: 0.35; }
  to { opacity: 1; }
`;

const Clock = styled.div<{ $phase: PkPhase }>`
  display: grid;
  justify-items: center;
  gap: ${px(1)};
  min-width: ${px(84)};
  padding: ${px(4)} ${px(8)} ${px(5)};
  border-radius: ${px(12)};
  background: rgba(10, 6, 28, 0.72);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 226, 154, 0.45);
  small {
    display: inline-flex;
    align-items: center;
    gap: ${px(4)};
    color: #ffe9b8;
    font-size: ${px(10)};
    font-weight: 700;
    white-space: nowrap;
  }
  b {
    color: #fff;
    font-size: ${px(20)};
    font-weight: 900;
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
  }
`;

const LiveDot = styled.span`
  width: ${px(6)};
  height: ${px(6)};
  border-radius: 50%;
  background: #ff2d55;
  box-shadow: 0 0 ${px(6)} #ff2d55;
  animation: ${blink} 0.8s ease-in-out infinite alternate;
`;

/** The time left (to the start, to the end) or where the PK is; renders when its second changes, alone. */
const PkClock = memo(function PkClock({ startAt, endAt, phase }: { startAt: number; endAt: number; phase: PkPhase }) {
  const { t } = useTranslation('roomPk');
  const counting = phase === 'before' || phase === 'live';
  const target = phase === 'before' ? startAt : endAt;
  const now = useAppNow(250, (at) => (counting ? clockText(target, at) : phase));
  const label = t(`clock.${phase}`);
  if (!counting)
    return (
      <Clock $phase={phase} role="status">
        <small>{label}</small>
      </Clock>
    );
  const time = clockText(target, now);
  return (
    <Clock $phase={phase} role="timer" aria-label={t('clock.label', { phase: label, time })}>
      <small>
        {phase === 'live' && <LiveDot />}
        {phase === 'live' ? t('live') : label}
      </small>
      <b aria-hidden="true">{time}</b>
    </Clock>
  );
});

/** Both rooms face to face — red on the left, blue on the right —, the VS emblem and the PK's clock between them. */
export function PkArena({ pk, phase, winner }: { pk: RoomPk; phase: PkPhase; winner: PkWinner | null }) {
  const { t } = useTranslation('roomPk');
  const card = (side: PkSide) => {
    const room = pk[side];
    const stamp: SideStamp = winner === null ? null : winner === 'draw' ? 'draw' : winner === side ? 'win' : 'lose';
    return (
      <RoomCard
        side={side}
        name={room.name}
        cover={room.cover}
        host={room.host.name}
        supporters={room.supporters}
        mine={pk.my_side === side}
        stamp={stamp}
      />
    );
  };
  return (
    <Arena aria-label={t('titles.main')}>
      {card('red')}
      <Middle>
        <VsEmblem />
        <PkClock startAt={pk.start_at} endAt={pk.end_at} phase={phase} />
      </Middle>
      {card('blue')}
    </Arena>
  );
}
