import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { CoupleAvatars } from '../Avatar/CoupleAvatars';
import { Avatar, type AvatarFrame } from '../Avatar/Avatar';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DefaultAvatar } from '../icons/DefaultAvatar';
import { focusRing, pressedScale } from '../interaction';
import { px } from '../px';
import { Skeleton } from '../Skeleton/Skeleton';
import type { RankEntry } from '../RankRow/RankRow';

export interface PodiumProps {
  /**
   * The board's leaders. Places come from each entry's `rank` (1, 2, 3); entries
   * without a rank fill the free places in order. A missing place shows an empty seat.
   */
  entries: RankEntry[];
  /** The score under each name, usually a `<CurrencyAmount>`. */
  renderValue?: (entry: RankEntry) => ReactNode;
  /** Makes each filled seat a button reporting its entry (open the profile card). */
  onSelect?: (entry: RankEntry) => void;
  /** Class name for layout. */
  className?: string;
}

type Place = 1 | 2 | 3;

const SEATS: Record<
  Place,
  { column: number; avatar: number; pedestal: number; frame: AvatarFrame; block: string; number: string }
> = {
  1: {
    column: 2,
    avatar: 76,
    pedestal: 70,
    frame: 'gold',
    block: 'linear-gradient(180deg, #FFE7A3 0%, #F6C453 45%, #E0A526 100%)',
    number: '#5C3B00',
  },
  2: {
    column: 1,
    avatar: 60,
    pedestal: 50,
    frame: 'silver',
    block: 'linear-gradient(180deg, #F4F7FB 0%, #D6DDE7 50%, #B4BECC 100%)',
    number: '#2E3847',
  },
  3: {
    column: 3,
    avatar: 60,
    pedestal: 38,
    frame: 'bronze',
    block: 'linear-gradient(180deg, #F9DDC2 0%, #E3A878 50%, #C98A55 100%)',
    number: '#3E220C',
  },
};

/** Place each entry on 1, 2 or 3: by its rank, else in the first free place. */
export function seatEntries(entries: RankEntry[]): Record<Place, RankEntry | undefined> {
  const seats: Record<Place, RankEntry | undefined> = { 1: undefined, 2: undefined, 3: undefined };
  const unranked: RankEntry[] = [];
  for (const entry of entries) {
    const rank = entry.rank;
    if ((rank === 1 || rank === 2 || rank === 3) && !seats[rank]) seats[rank] = entry;
    else if (rank === null) unranked.push(entry);
  }
  for (const place of [1, 2, 3] as const) {
    if (!seats[place]) seats[place] = unranked.shift();
  }
  return seats;
}

const Stage = styled.ol`
  position: relative;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  align-items: end;
  gap: ${px(8)};
  margin: 0;
  padding: ${px(40)} ${px(12)} 0;
  overflow: hidden;
  border-radius: ${px(20)};
  background:
    radial-gradient(circle at 50% 30%, var(--color-podiumGlow) 0, transparent 45%),
    linear-gradient(180deg, var(--color-podiumFrom) 0%, var(--color-podiumTo) 100%);
  list-style: none;
`;

const Seat = styled.li<{ $place: Place }>`
  display: flex;
  grid-row: 1;
  grid-column: ${({ $place }) => SEATS[$place].column};
  flex-direction: column;
  align-items: stretch;
  min-width: 0;
`;

const seatBody = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(4)};
  width: 100%;
  min-width: 0;
  margin: 0;
  padding: ${px(4)} ${px(2)} ${px(10)};
  border: 0;
  border-radius: ${px(12)};
  background: transparent;
  color: var(--color-text);
  font: inherit;
  text-align: center;
`;

const SeatButton = styled.button`
  ${seatBody}
  cursor: pointer;
  &:active {
    transform: ${pressedScale(0.97)};
  }
  &:focus-visible {
    ${focusRing(-2)}
  }
  transition: transform var(--motion-scale-in) ease;
`;

const SeatStatic = styled.div`
  ${seatBody}
`;

const AvatarSlot = styled.span<{ $place: Place }>`
  position: relative;
  display: block;
  margin-bottom: ${px(4)};
  ${({ $place }) =>
    $place === 1 &&
    css`
      filter: drop-shadow(0 ${px(4)} ${px(10)} rgba(224, 165, 38, 0.45));
    `}
`;

const EmptyAvatar = styled.span<{ $size: number }>`
  display: block;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size)};
  padding: ${px(3)};
  border: ${px(1.5)} dashed rgba(110, 98, 91, 0.45);
  border-radius: 50%;
  & > svg {
    width: 100%;
    height: 100%;
    opacity: 0.7;
  }
`;

const Name = styled.span<{ $place: Place }>`
  display: block;
  max-width: 100%;
  overflow: hidden;
  font-size: ${({ $place }) => px($place === 1 ? 15 : 13)};
  font-weight: 700;
  line-height: 1.3;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Empty = styled.span`
  color: var(--color-textMuted);
  font-size: ${px(13)};
  font-weight: 600;
  line-height: 1.3;
`;

const Value = styled.span`
  display: flex;
  justify-content: center;
  max-width: 100%;
  min-height: ${px(16)};
`;

const Pedestal = styled.span<{ $place: Place; $empty: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  height: ${({ $place }) => px(SEATS[$place].pedestal)};
  padding-top: ${px(6)};
  border-radius: ${px(12)} ${px(12)} 0 0;
  background: ${({ $place, $empty }) => ($empty ? 'linear-gradient(180deg, #F7F0EA 0%, #EDE3DB 100%)' : SEATS[$place].block)};
  color: ${({ $place, $empty }) => ($empty ? 'var(--color-textMuted)' : SEATS[$place].number)};
  font-size: ${({ $place }) => px($place === 1 ? 30 : 24)};
  font-weight: 900;
  font-style: italic;
  line-height: 1;
  box-shadow: inset 0 ${px(2)} 0 rgba(255, 255, 255, 0.75);
  /* the lit top face of the block */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: ${px(-6)};
    height: ${px(8)};
    border-radius: ${px(12)} ${px(12)} 0 0;
    background: rgba(255, 255, 255, 0.55);
  }
`;

/** The top three on steps: 2nd left, 1st centre and raised (crowned), 3rd right. */
export function Podium({ entries, renderValue, onSelect, className }: PodiumProps) {
  const { t } = useTranslation('ui');
  const seats = seatEntries(entries);
  return (
    <Stage className={className}>
      {([1, 2, 3] as const).map((place) => {
        const entry = seats[place];
        const look = SEATS[place];
        let body: ReactNode;
        if (!entry) {
          body = (
            <SeatStatic>
              <AvatarSlot $place={place}>
                <EmptyAvatar $size={look.avatar} aria-hidden="true">
                  <DefaultAvatar />
                </EmptyAvatar>
              </AvatarSlot>
              <VisuallyHidden>{t('podium.place', { rank: place })}</VisuallyHidden>
              <Empty>{t('podium.empty')}</Empty>
              <Value />
            </SeatStatic>
          );
        } else {
          const inner = (
            <>
              <AvatarSlot $place={place}>
                {entry.partner ? (
                  <CoupleAvatars
                    first={entry}
                    second={entry.partner}
                    size={Math.round(look.avatar * 0.72)}
                    frame={look.frame}
                    online={entry.online}
                    eager
                  />
                ) : (
                  <Avatar
                    src={entry.avatarSrc}
                    name={entry.name}
                    size={look.avatar}
                    frame={look.frame}
                    online={entry.online}
                    decorative
                    eager
                  />
                )}
              </AvatarSlot>
              <VisuallyHidden>{t('podium.place', { rank: place })}</VisuallyHidden>
              <Name $place={place}>{entry.name}</Name>
              <Value>{renderValue?.(entry)}</Value>
            </>
          );
          body = onSelect ? (
            <SeatButton type="button" onClick={() => onSelect(entry)}>
              {inner}
            </SeatButton>
          ) : (
            <SeatStatic>{inner}</SeatStatic>
          );
        }
        return (
          <Seat key={place} $place={place} data-place={place} data-empty={entry ? undefined : true}>
            {body}
            <Pedestal $place={place} $empty={!entry} aria-hidden="true">
              {place}
            </Pedestal>
          </Seat>
        );
      })}
    </Stage>
  );
}

const SkeletonSeat = styled.div<{ $place: Place }>`
  display: flex;
  grid-row: 1;
  grid-column: ${({ $place }) => SEATS[$place].column};
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  min-width: 0;
  & > :last-child {
    align-self: stretch;
    margin-top: ${px(6)};
  }
`;

/** The podium while its board loads: the same stage, seats and steps, in skeleton blocks. */
export function PodiumSkeleton({ className }: { className?: string }) {
  return (
    <Stage as="div" className={className} aria-hidden="true">
      {([1, 2, 3] as const).map((place) => (
        <SkeletonSeat key={place} $place={place}>
          <Skeleton
            $height={SEATS[place].avatar}
            $radius={SEATS[place].avatar / 2}
            style={{ width: px(SEATS[place].avatar) }}
          />
          <Skeleton $height={12} $radius={6} style={{ width: '70%' }} />
          <Skeleton $height={14} $radius={7} style={{ width: '50%' }} />
          <Skeleton $height={SEATS[place].pedestal} $radius={12} />
        </SkeletonSeat>
      ))}
    </Stage>
  );
}
