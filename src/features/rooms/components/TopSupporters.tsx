import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { px } from '../../../ui/px';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import type { Contributor, PkSide } from '../model';
import { SIDE_TONES } from '../theme';
import { Panel } from './RoomPkParts';

/** The top three's rings: gold, silver, bronze. */
const RINGS = ['#f6c453', '#d6dde7', '#e0a274'];

const Picture = styled.span<{ $ring: string }>`
  display: grid;
  place-items: center;
  width: ${px(34)};
  height: ${px(34)};
  overflow: hidden;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.18);
  box-shadow: 0 0 0 ${px(2)} ${({ $ring }) => $ring};
  color: #fff;
  font-size: ${px(14)};
  font-weight: 800;
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A supporter's picture in their place's ring, or their initial when there is none or it fails to load. Drawn here,
 * not with ui/Avatar: a page that used Avatar without the rank rows split the boards' shared chunk in two, and every
 * board's first visit grew by the extra file (docs/areas/rooms.md).
 */
function Face({ src, name, ring }: { src: string; name: string; ring: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Picture $ring={ring} aria-hidden="true">
      {src && !failed ? <img src={src} alt="" onError={() => setFailed(true)} /> : (Array.from(name)[0] ?? '?')}
    </Picture>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${px(8)};
`;

const Column = styled.section<{ $side: PkSide }>`
  display: grid;
  align-content: start;
  gap: ${px(6)};
  min-width: 0;
  padding: ${px(8)};
  border-radius: ${px(14)};
  background: ${({ $side }) =>
    $side === 'red'
      ? 'linear-gradient(180deg, rgba(255, 45, 85, 0.2) 0%, rgba(255, 45, 85, 0.04) 100%)'
      : 'linear-gradient(180deg, rgba(47, 123, 255, 0.22) 0%, rgba(47, 123, 255, 0.04) 100%)'};
  box-shadow: inset 0 0 0 ${px(1)} ${({ $side }) => ($side === 'red' ? 'rgba(255, 107, 129, 0.35)' : 'rgba(90, 184, 255, 0.35)')};
  h3 {
    margin: 0;
    color: ${({ $side }) => SIDE_TONES[$side].text};
    font-size: ${px(13)};
    font-weight: 800;
  }
  ol {
    display: grid;
    gap: ${px(6)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    gap: ${px(6)};
    min-height: ${px(40)};
  }
  p {
    margin: 0;
    padding: ${px(10)} 0;
    color: var(--color-textMuted);
    font-size: ${px(12)};
    text-align: center;
  }
`;

const Name = styled.span`
  display: block;
  overflow: hidden;
  color: var(--color-text);
  font-size: ${px(12)};
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Amount = styled.b`
  display: block;
  color: #ffe29a;
  font-size: ${px(12)};
  font-variant-numeric: tabular-nums;
`;

function Side({ side, top }: { side: PkSide; top: readonly Contributor[] }) {
  const { t, i18n } = useTranslation('roomPk');
  const heading = `room-pk-top-${side}`;
  return (
    <Column $side={side} aria-labelledby={heading}>
      <h3 id={heading}>{t(`sides.${side}`)}</h3>
      {top.length === 0 ? (
        <p>{t('top.empty')}</p>
      ) : (
        <ol>
          {top.map((contributor, index) => (
            <li key={contributor.user_id}>
              <Face src={contributor.avatar} name={contributor.nickname} ring={RINGS[index] ?? 'transparent'} />
              <div>
                <VisuallyHidden>{t('top.rank', { rank: index + 1 })} </VisuallyHidden>
                <Name>{contributor.nickname}</Name>
                <Amount>{formatNumber(i18n.language, contributor.score)}</Amount>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Column>
  );
}

/** Each side's top three supporters (the server's order: highest gift value first), side by side. */
export const TopSupporters = memo(function TopSupporters({
  red,
  blue,
}: {
  red: readonly Contributor[];
  blue: readonly Contributor[];
}) {
  const { t } = useTranslation('roomPk');
  return (
    <Panel aria-labelledby="room-pk-top">
      <h2 id="room-pk-top">{t('top.title')}</h2>
      <Columns>
        <Side side="red" top={red} />
        <Side side="blue" top={blue} />
      </Columns>
    </Panel>
  );
});
