import styled from 'styled-components';
import { px } from '../../../ui/px';
import type { BoardEntry } from '../contract';

// The festival board drawn by the kit itself: the server sends names and points, no pictures, so a place is a
// lettered medallion — lighter than the rank boards' avatars, levels and medals (docs/areas/festivals.md, "Size").

const METALS = {
  1: 'linear-gradient(135deg, #fff1b8, #f6c453 55%, #e0a526)',
  2: 'linear-gradient(135deg, #ffffff, #d6dde7 55%, #aeb8c6)',
  3: 'linear-gradient(135deg, #f7d2ae, #e0a274 55%, #c7844b)',
} as const;

const initial = (name: string) => Array.from(name.trim())[0] ?? '?';

const Podium = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  align-items: end;
  gap: ${px(8)};
  margin: 0;
  padding: ${px(18)} ${px(8)} 0;
  border-radius: ${px(18)};
  background:
    radial-gradient(circle at 50% 20%, rgba(255, 226, 154, 0.42) 0, transparent 50%),
    linear-gradient(180deg, rgba(255, 255, 255, 0.16) 0%, rgba(255, 255, 255, 0.03) 100%);
  list-style: none;
`;

const Seat = styled.li<{ $place: 1 | 2 | 3 }>`
  display: flex;
  grid-row: 1;
  grid-column: ${({ $place }) => ({ 1: 2, 2: 1, 3: 3 })[$place]};
  flex-direction: column;
  align-items: center;
  gap: ${px(3)};
  min-width: 0;
  text-align: center;
  & b {
    max-width: 100%;
    overflow: hidden;
    font-size: ${px(13)};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &::after {
    display: grid;
    place-items: center;
    width: 100%;
    height: ${({ $place }) => px({ 1: 62, 2: 46, 3: 36 }[$place])};
    margin-top: ${px(4)};
    border-radius: ${px(10)} ${px(10)} 0 0;
    background: ${({ $place }) => METALS[$place]};
    color: #3a2600;
    content: '${({ $place }) => $place}';
    font-size: ${px(24)};
    font-style: italic;
    font-weight: 900;
  }
`;

const Medallion = styled.span<{ $place?: 1 | 2 | 3; $size: number }>`
  position: relative;
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size)};
  border-radius: 50%;
  background: ${({ $place }) => ($place ? METALS[$place] : 'rgba(255, 255, 255, 0.16)')};
  box-shadow:
    0 0 0 ${px(3)} rgba(0, 0, 0, 0.25),
    0 0 ${({ $place }) => px($place === 1 ? 18 : 0)} rgba(255, 211, 107, 0.7);
  color: ${({ $place }) => ($place ? '#3a2600' : 'var(--color-text)')};
  font-size: ${({ $size }) => px($size * 0.42)};
  font-weight: 900;
`;

/** The crown over the first place. */
const Crown = styled.svg`
  position: absolute;
  top: ${px(-16)};
  width: ${px(26)};
  height: ${px(18)};
`;

const Score = styled.span`
  color: var(--color-accentStrong);
  font-size: ${px(13)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Rows = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  margin: ${px(10)} 0 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: ${px(28)} ${px(36)} minmax(0, 1fr) auto;
  align-items: center;
  gap: ${px(8)};
  padding: ${px(8)} ${px(12)} ${px(8)} ${px(8)};
  border-radius: ${px(14)};
  background: rgba(255, 255, 255, 0.06);
  & > i {
    color: var(--color-textMuted);
    font-size: ${px(15)};
    font-weight: 800;
    text-align: center;
  }
  & b {
    overflow: hidden;
    font-size: ${px(14)};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const nameOf = (entry: BoardEntry) => (entry.partner ? `${entry.nickname} ♥ ${entry.partner}` : entry.nickname);

/**
 * The top three on a lit podium (first in the middle, crowned), the next places in rows, each with its points as
 * `score` writes them.
 */
export function Board({ board, score }: { board: readonly BoardEntry[]; score: (points: number) => string }) {
  const top = board.filter((entry) => entry.rank <= 3);
  const rest = board.filter((entry) => entry.rank > 3);
  return (
    <>
      <Podium>
        {top.map((entry) => {
          const place = entry.rank as 1 | 2 | 3;
          return (
            <Seat key={entry.user_id} $place={place}>
              <Medallion $place={place} $size={place === 1 ? 64 : 50}>
                {place === 1 && (
                  <Crown viewBox="0 0 26 18" aria-hidden="true">
                    <path d="M2 16 0 4l7 5 6-9 6 9 7-5-2 12z" fill="#ffd36b" stroke="#b8730c" strokeWidth="1.2" />
                  </Crown>
                )}
                {initial(entry.nickname)}
              </Medallion>
              <b>{nameOf(entry)}</b>
              <Score>{score(entry.score)}</Score>
            </Seat>
          );
        })}
      </Podium>
      {rest.length > 0 && (
        <Rows>
          {rest.map((entry) => (
            <Row key={entry.user_id} value={entry.rank}>
              <i>{entry.rank}</i>
              <Medallion $size={36}>{initial(entry.nickname)}</Medallion>
              <b>{nameOf(entry)}</b>
              <Score>{score(entry.score)}</Score>
            </Row>
          ))}
        </Rows>
      )}
    </>
  );
}
