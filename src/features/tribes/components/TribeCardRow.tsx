import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { px } from '../../../ui/px';
import type { TribeCard } from '../api';
import { tribeHallPath } from '../paths';
import { TribeEmblem } from './TribeEmblem';

const Row = styled.li<{ $mine: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${px(10)};
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(16)};
  background: ${({ $mine }) => ($mine ? 'rgba(255, 200, 87, 0.16)' : 'rgba(255, 255, 255, 0.05)')};
  box-shadow: inset 0 0 0 ${px(1)} ${({ $mine }) => ($mine ? 'rgba(255, 200, 87, 0.6)' : 'rgba(255, 255, 255, 0.08)')};
`;

const Name = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${px(3)};
  min-width: 0;
  color: var(--color-text);
  text-decoration: none;
  strong {
    overflow: hidden;
    font-size: ${px(15)};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    overflow: hidden;
    color: var(--color-textMuted);
    font-size: ${px(12)};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The week's contribution on a line of its own: it never cuts the number, in any language. */
  i {
    display: block;
    font-style: normal;
    white-space: nowrap;
  }
`;

const Level = styled.em`
  display: inline-block;
  margin-right: ${px(6)};
  padding: 0 ${px(6)};
  border-radius: ${px(8)};
  background: linear-gradient(135deg, #ffd66b, #ff9f43);
  color: #3a2300;
  font-size: ${px(11)};
  font-style: normal;
  font-weight: 800;
  line-height: ${px(18)};
`;

/** A tribe in a list: its emblem, name (opens its hall), level, members and slogan; an action at the end. */
export function TribeCardRow({ tribe, mine, action }: { tribe: TribeCard; mine?: boolean; action?: React.ReactNode }) {
  const { t, i18n } = useTranslation('tribes');
  return (
    <Row $mine={mine === true}>
      <TribeEmblem tribeId={tribe.tribe_id} name={tribe.name} />
      <Name to={tribeHallPath(tribe.tribe_id)}>
        <strong>{tribe.name}</strong>
        <span>
          <Level>{t('level', { level: tribe.level })}</Level>
          {t('members', { members: tribe.members, capacity: tribe.capacity })}
          <i>{t('power', { value: formatNumber(i18n.language, tribe.power) })}</i>
        </span>
        {tribe.slogan && <span>{tribe.slogan}</span>}
      </Name>
      {action}
    </Row>
  );
}
