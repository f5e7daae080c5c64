import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import type { NobleTier, TierRule } from '../model';
import { KNOWN_PRIVILEGES, PrivilegeIcon } from './PrivilegeIcon';
import { Panel, PanelTitle } from './NobleStage';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${px(13)};

  th,
  td {
    padding: ${px(8)} ${px(4)};
    border-bottom: ${px(1)} solid rgba(255, 255, 255, 0.08);
  }

  thead th {
    color: #ffe3a3;
    font-size: ${px(13)};
    font-weight: 800;
  }

  tbody th {
    font-weight: 500;
    text-align: start;
  }

  td {
    width: ${px(72)};
    text-align: center;
  }
`;

const Name = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${px(8)};
  color: #fff;

  svg {
    color: #ffd166;
  }
`;

const New = styled.span`
  margin-inline-start: ${px(6)};
  padding: 0 ${px(5)};
  border-radius: ${px(6)};
  background: #c2185b;
  color: #fff;
  font-size: ${px(10)};
  font-weight: 800;
`;

const Has = styled.span<{ $on: boolean }>`
  display: inline-grid;
  place-items: center;
  width: ${px(22)};
  height: ${px(22)};
  border-radius: 50%;
  background: ${({ $on }) => ($on ? 'linear-gradient(180deg, #ffe7a3, #f6c453)' : 'rgba(255, 255, 255, 0.08)')};
  color: ${({ $on }) => ($on ? '#5a3300' : 'rgba(255, 255, 255, 0.55)')};
  font-size: ${px(12)};
  font-weight: 900;
`;

/** My tier's privileges next to the next tier's: what I hold, and what the next tier adds ("new"). */
export function PrivilegeCompare({
  table,
  tier,
  next,
}: {
  table: TierRule[];
  tier: NobleTier | null;
  next: NobleTier | null;
}) {
  const { t } = useTranslation('noble');
  const of = (id: NobleTier | null) => new Set(table.find((rule) => rule.tier === id)?.privileges ?? []);
  const mine = of(tier);
  const theirs = of(next);
  const rows = KNOWN_PRIVILEGES.filter((id) => mine.has(id) || theirs.has(id));
  const columns = [tier, next].filter((id): id is NobleTier => id !== null);
  return (
    <Panel aria-labelledby="noble-compare">
      <PanelTitle id="noble-compare">{t('compare.title')}</PanelTitle>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('compare.privilege')}</th>
            {columns.map((id) => (
              <th key={id} scope="col">
                {t(`tiers.${id}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((id) => (
            <tr key={id}>
              <th scope="row">
                <Name>
                  <PrivilegeIcon id={id} size={18} />
                  {t(`privileges.${id}.name`)}
                  {next && !mine.has(id) && <New>{t('compare.new')}</New>}
                </Name>
              </th>
              {columns.map((column) => {
                const on = of(column).has(id);
                return (
                  <td key={column}>
                    <Has $on={on} role="img" aria-label={on ? t('compare.included') : t('compare.notIncluded')}>
                      {on ? '✓' : '–'}
                    </Has>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Panel>
  );
}
