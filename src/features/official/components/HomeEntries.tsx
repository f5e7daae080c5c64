import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CrownIcon, TrophyIcon } from '../../../ui/icons';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import type { HomeEntry } from '../homeEntries';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled(Link)<{ $from: string; $to: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  min-height: ${px(132)};
  padding: ${px(12)};
  overflow: hidden;
  border-radius: ${px(18)};
  background:
    radial-gradient(circle at 100% 0, rgba(255, 255, 255, 0.28) 0, rgba(255, 255, 255, 0) ${px(90)}),
    linear-gradient(160deg, ${({ $from }) => $from} 0%, ${({ $to }) => $to} 100%);
  box-shadow: 0 ${px(6)} ${px(16)} rgba(40, 10, 30, 0.18);
  color: #fff;
  text-decoration: none;
  transition: transform var(--motion-scale-in) ease;
  &:active {
    transform: scale(0.97);
  }
  &:focus-visible {
    ${focusRing(2)}
  }
`;

const Art = styled.span`
  position: absolute;
  top: ${px(10)};
  right: ${px(10)};
  filter: drop-shadow(0 ${px(4)} ${px(6)} rgba(0, 0, 0, 0.3));
`;

const Badge = styled.span`
  position: absolute;
  top: ${px(12)};
  left: ${px(12)};
  padding: ${px(2)} ${px(8)};
  border-radius: 999px;
  background: #ffe7a3;
  color: #5c3b00;
  font-size: ${px(11)};
  font-weight: 700;
`;

const Name = styled.span`
  font-size: ${px(16)};
  font-weight: 800;
`;

const Blurb = styled.span`
  margin-top: ${px(2)};
  font-size: ${px(12)};
  line-height: 1.4;
  opacity: 0.92;
  text-wrap: balance;
`;

/** A racing car, seen from the side, for the race's card. */
function CarArt() {
  return (
    <svg viewBox="0 0 64 32" width={px(64)} height={px(32)} aria-hidden="true">
      <path d="M4 22c0-4 3-6 8-7l10-6c3-2 6-3 10-3h8c4 0 7 2 10 5l6 4c3 1 4 3 4 7v2H4z" fill="#ff4d6d" />
      <path d="M24 10h9v6H18zM36 10h5c2 0 4 1 6 3l2 3H36z" fill="#bfe6ff" />
      <path d="M4 20h56" stroke="#ffd166" strokeWidth="2" />
      <circle cx="17" cy="25" r="5" fill="#1b1230" stroke="#d6dde7" strokeWidth="2" />
      <circle cx="48" cy="25" r="5" fill="#1b1230" stroke="#d6dde7" strokeWidth="2" />
    </svg>
  );
}

/** A shining star, for the weekly gift star. */
function StarArt() {
  return (
    <svg viewBox="0 0 40 40" width={px(44)} height={px(44)} aria-hidden="true">
      <path
        d="M20 3l5 11 12 1.4-9 8.2 2.6 11.9L20 29.6 9.4 35.5 12 23.6 3 15.4 15 14z"
        fill="#ffe7a3"
        stroke="#f6c453"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A golden scratch ticket, half scratched, for the scratch game. */
function TicketArt() {
  return (
    <svg viewBox="0 0 56 36" width={px(56)} height={px(36)} aria-hidden="true">
      <rect x="2" y="4" width="52" height="28" rx="5" fill="#f6c453" stroke="#fff3c4" strokeWidth="2" />
      <rect x="8" y="10" width="40" height="16" rx="3" fill="#fff4d6" />
      <path d="M26 10h22v16H22c3-4 6-9 4-16z" fill="#c9ced6" />
      <circle cx="16" cy="18" r="5" fill="#f6c453" stroke="#c2410c" strokeWidth="1.5" />
    </svg>
  );
}

const ART: Record<HomeEntry['id'], () => React.JSX.Element> = {
  race: CarArt,
  scratch: TicketArt,
  whole_rank: () => <TrophyIcon size={44} />,
  gift_star: StarArt,
  charm: () => <CrownIcon size={44} />,
};

/** The current events and games, as cards that open them. */
export function HomeEntries({ entries }: { entries: readonly HomeEntry[] }) {
  const { t } = useTranslation('official');
  return (
    <Grid>
      {entries.map((entry) => {
        const Picture = ART[entry.id];
        return (
          <li key={entry.id}>
            <Card to={entry.path} $from={entry.tone.from} $to={entry.tone.to}>
              <Art>
                <Picture />
              </Art>
              {entry.badge && <Badge>{t(`home.badges.${entry.badge}`)}</Badge>}
              <Name>{t(`home.entries.${entry.id}.name`)}</Name>
              <Blurb>{t(`home.entries.${entry.id}.blurb`)}</Blurb>
            </Card>
          </li>
        );
      })}
    </Grid>
  );
}
