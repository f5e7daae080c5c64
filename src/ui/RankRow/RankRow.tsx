import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Avatar, type AvatarFrame } from '../Avatar/Avatar';
import { CoupleAvatars } from '../Avatar/CoupleAvatars';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { LevelBadge } from '../LevelBadge/LevelBadge';
import { Medal, type MedalProps } from '../Medal/Medal';
import { focusRing } from '../interaction';
import { px } from '../px';
import { Tag } from '../Tag/Tag';

/** One person on a rank board: what RankRow and Podium show and what `onSelect` hands back. */
export interface RankEntry {
  /** Stable id (the user id): React key, and how the page knows who was tapped. */
  id: string;
  /** Place on the board, 1-based; null when the user is not on the board ("unranked"). */
  rank: number | null;
  /** Nickname, shown with an ellipsis when too long. */
  name: string;
  /** Avatar address; missing or broken shows the default silhouette. */
  avatarSrc?: string;
  /** User level 1–100, shown as a LevelBadge. */
  level?: number;
  /** A worn medal, shown after the level (in rank rows as icon and name only). */
  medal?: Pick<MedalProps, 'name' | 'daysLeft' | 'expired'>;
  /** Live or online now: the avatar's green dot. */
  online?: boolean;
  /** A couple's other half (CP boards): two equal avatars joined by a heart. `name` should then name both. */
  partner?: { name: string; avatarSrc?: string };
}

export interface RankRowProps {
  /** Who is on this row. */
  entry: RankEntry;
  /** The score on the right, usually a `<CurrencyAmount>`. */
  value?: ReactNode;
  /** The signed-in user's own row: highlighted, in the style of the bar pinned to the bottom of a board. */
  me?: boolean;
  /** Makes the row a button (tap, Enter, Space) that reports the entry, e.g. to open the profile card. */
  onSelect?: (entry: RankEntry) => void;
  /** Class name for layout. */
  className?: string;
}

/** Top three: metal tones and the matching avatar frame. */
const PODIUM: Record<1 | 2 | 3, { frame: AvatarFrame; disc: string; text: string }> = {
  1: { frame: 'gold', disc: 'linear-gradient(135deg, #FFF1B8, #F6C453 55%, #E0A526)', text: '#4A2C00' },
  2: { frame: 'silver', disc: 'linear-gradient(135deg, #FFFFFF, #D6DDE7 55%, #AEB8C6)', text: '#2E3847' },
  3: { frame: 'bronze', disc: 'linear-gradient(135deg, #F7D2AE, #E0A274 55%, #C7844B)', text: '#3E220C' },
};

const isPodium = (rank: number | null): rank is 1 | 2 | 3 => rank === 1 || rank === 2 || rank === 3;

const rowBase = css<{ $me: boolean }>`
  display: flex;
  align-items: center;
  gap: ${px(10)};
  width: 100%;
  min-height: ${px(68)};
  margin: 0;
  padding: ${px(12)} ${px(16)} ${px(10)} ${px(10)};
  border: 0;
  background: var(--color-surface);
  color: var(--color-text);
  text-align: left;
  font: inherit;
  ${({ $me }) =>
    $me &&
    css`
      border-radius: ${px(16)} ${px(16)} 0 0;
      background: var(--color-highlight);
      box-shadow:
        0 ${px(-4)} ${px(16)} rgba(200, 30, 75, 0.12),
        inset 0 ${px(1)} 0 rgba(238, 58, 98, 0.25);
    `}
`;

const StaticRow = styled.div<{ $me: boolean }>`
  ${rowBase}
`;

const ButtonRow = styled.button<{ $me: boolean }>`
  ${rowBase}
  cursor: pointer;
  transition: background-color var(--motion-fade-in) ease;
  &:active {
    filter: brightness(0.97);
  }
  &:focus-visible {
    ${focusRing(-3)}
  }
`;

const RankCell = styled.span`
  position: relative;
  z-index: 0; /* keeps the ribbon tails above the row background */
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: ${px(34)};
`;

const RankDisc = styled.span<{ $place: 1 | 2 | 3 }>`
  position: relative;
  display: grid;
  place-items: center;
  width: ${px(26)};
  height: ${px(26)};
  border-radius: 50%;
  background: ${({ $place }) => PODIUM[$place].disc};
  color: ${({ $place }) => PODIUM[$place].text};
  font-size: ${px(14)};
  font-weight: 800;
  font-style: italic;
  box-shadow:
    inset 0 0 0 ${px(1.5)} rgba(255, 255, 255, 0.7),
    0 ${px(2)} ${px(4)} rgba(120, 70, 10, 0.25);
  /* the little ribbon tails under the disc */
  &::before {
    content: '';
    position: absolute;
    z-index: -1;
    left: ${px(5)};
    bottom: ${px(-7)};
    width: ${px(16)};
    height: ${px(12)};
    background: linear-gradient(90deg, #ff6a3d 50%, #c81e4b 50%);
    clip-path: polygon(0 0, 100% 0, 100% 100%, 75% 75%, 50% 100%, 25% 75%, 0 100%);
  }
`;

const PlainRank = styled.span<{ $long: boolean }>`
  color: var(--color-textMuted);
  font-size: ${({ $long }) => px($long ? 12 : 16)};
  letter-spacing: -0.02em;
  font-weight: 800;
  font-style: italic;
  font-variant-numeric: tabular-nums;
`;

const Unranked = styled.span`
  max-width: ${px(64)};
  color: var(--color-textMuted);
  font-size: ${px(11)};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
`;

const Body = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(4)};
  min-width: 0;
`;

const NameLine = styled.span`
  display: flex;
  align-items: center;
  gap: ${px(6)};
  min-width: 0;
`;

const Name = styled.span`
  overflow: hidden;
  font-size: ${px(15)};
  font-weight: 600;
  line-height: 1.3;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.span`
  display: flex;
  align-items: center;
  gap: ${px(4)};
  min-width: 0;
  overflow: hidden;
`;

const Value = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: flex-end;
  max-width: 40%;
  color: var(--color-text);
`;

/** The rank number: a metal disc for 1–3, plain for the rest, "unranked" without a place. */
function RankMark({ rank }: { rank: number | null }) {
  const { t } = useTranslation('ui');
  if (rank === null || rank < 1) return <Unranked>{t('rankRow.unranked')}</Unranked>;
  const spoken = <VisuallyHidden>{t('rankRow.rank', { rank })}</VisuallyHidden>;
  if (isPodium(rank)) {
    return (
      <>
        <RankDisc $place={rank} aria-hidden="true">
          {rank}
        </RankDisc>
        {spoken}
      </>
    );
  }
  return (
    <>
      <PlainRank aria-hidden="true" $long={rank > 99}>
        {rank > 999 ? t('rankRow.overflow', { max: 999 }) : rank}
      </PlainRank>
      {spoken}
    </>
  );
}

/** One line of a rank board: place, avatar, name with level and medal, and the score. */
export function RankRow({ entry, value, me = false, onSelect, className }: RankRowProps) {
  const { t } = useTranslation('ui');
  const frame: AvatarFrame = isPodium(entry.rank) ? PODIUM[entry.rank].frame : 'none';
  const content = (
    <>
      <RankCell>
        <RankMark rank={entry.rank} />
      </RankCell>
      {entry.partner ? (
        <CoupleAvatars first={entry} second={entry.partner} size={38} frame={frame} online={entry.online} />
      ) : (
        <Avatar src={entry.avatarSrc} name={entry.name} size={44} frame={frame} online={entry.online} decorative />
      )}
      <Body>
        <NameLine>
          <Name>{entry.name}</Name>
          {me && (
            <Tag tone="accent" size="small">
              {t('rankRow.me')}
            </Tag>
          )}
        </NameLine>
        {(entry.level !== undefined || entry.medal) && (
          <Meta>
            {entry.level !== undefined && <LevelBadge level={entry.level} />}
            {entry.medal && <Medal {...entry.medal} compact />}
          </Meta>
        )}
      </Body>
      {value !== undefined && value !== null && <Value>{value}</Value>}
    </>
  );
  if (!onSelect) {
    return (
      <StaticRow $me={me} className={className} data-me={me || undefined}>
        {content}
      </StaticRow>
    );
  }
  return (
    <ButtonRow type="button" $me={me} className={className} data-me={me || undefined} onClick={() => onSelect(entry)}>
      {content}
    </ButtonRow>
  );
}
