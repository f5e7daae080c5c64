import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../../platform/i18n/numberFormat';
import { px } from '../../../../ui/px';
import { VisuallyHidden, visuallyHidden } from '../../../../ui/VisuallyHidden/VisuallyHidden';
import type { Grade, GradeRow } from '../../rating';
import { GRADE_ART, GradeEmblem } from './GradeEmblem';

/** The table's rows: what a grade unlocks (spec §6), in the server's words for each grade. */
const PERKS = ['chatRecommendations', 'chatsPerDay', 'houseRecommendations', 'qualityPool'] as const;
type Perk = (typeof PERKS)[number];

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  font-size: ${px(13)};

  th,
  td {
    padding: ${px(10)} ${px(2)};
    border-bottom: ${px(1)} solid var(--color-line);
    text-align: center;
    vertical-align: middle;
  }

  tr:last-child th,
  tr:last-child td {
    border-bottom: 0;
  }

  thead th {
    padding-top: ${px(6)};
    border-bottom: 0;
  }

  tbody th {
    padding-inline-start: 0;
    color: var(--color-text);
    font-weight: 600;
    line-height: 1.35;
    text-align: start;
  }

  col.perk {
    width: 34%;
  }
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

/* My grade's column: a soft gold band from the header to the last row. */
const Cell = styled.td<{ $mine: boolean }>`
  background: ${({ $mine }) => ($mine ? '#fff6dc' : 'transparent')};
`;

const Head = styled.th<{ $mine: boolean }>`
  border-radius: ${px(12)} ${px(12)} 0 0;
  background: ${({ $mine }) => ($mine ? '#fff6dc' : 'transparent')};
`;

const HeadInner = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(2)};
`;

const GradeName = styled.span<{ $grade: Grade }>`
  color: ${({ $grade }) => GRADE_ART[$grade].ink};
  font-size: ${px(14)};
  font-weight: 900;
`;

const Mine = styled.span`
  padding: 0 ${px(6)};
  border-radius: ${px(8)};
  background: linear-gradient(90deg, #ff6a3d, #c81e4b);
  color: #fff;
  font-size: ${px(10)};
  font-weight: 800;
  line-height: 1.6;
`;

const Mark = styled.span<{ $on: boolean }>`
  display: inline-grid;
  place-items: center;
  width: ${px(22)};
  height: ${px(22)};
  border-radius: 50%;
  background: ${({ $on }) => ($on ? 'linear-gradient(180deg, #2fc488, #13905c)' : '#f3ece7')};
  color: ${({ $on }) => ($on ? '#fff' : '#8a7d75')};

  svg {
    width: ${px(12)};
    height: ${px(12)};
  }
`;

const Count = styled.span`
  color: var(--color-text);
  font-size: ${px(15)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

function Included({ on, label }: { on: boolean; label: string }) {
  return (
    <Mark $on={on} role="img" aria-label={label}>
      <svg viewBox="0 0 12 12" fill="none" aria-hidden="true" focusable="false">
        {on ? (
          <path
            d="m2.5 6.3 2.3 2.3 4.7-5"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <path d="M3 6h6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        )}
      </svg>
    </Mark>
  );
}

/** What each grade unlocks, top grade first, my grade's column marked: check marks for yes/no, the chats as numbers. */
export function GradeTable({ rows, mine }: { rows: GradeRow[]; mine: Grade }) {
  const { t, i18n } = useTranslation('anchorGuide');
  const value = (row: GradeRow, perk: Perk) => {
    if (perk === 'chatsPerDay') return <Count>{formatNumber(i18n.language, row.chatsPerDay)}</Count>;
    const on = row[perk];
    return <Included on={on} label={on ? t('rating.table.yes') : t('rating.table.no')} />;
  };
  return (
    <Table>
      <Caption>{t('rating.table.caption')}</Caption>
      <colgroup>
        <col className="perk" />
        {rows.map((row) => (
          <col key={row.grade} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th scope="col">
            <VisuallyHidden>{t('rating.table.perk')}</VisuallyHidden>
          </th>
          {rows.map((row) => (
            <Head key={row.grade} scope="col" $mine={row.grade === mine}>
              <HeadInner>
                <GradeEmblem grade={row.grade} size={30} />
                <GradeName $grade={row.grade} aria-hidden="true">
                  {t('gradeShort', { grade: row.grade })}
                </GradeName>
                <VisuallyHidden>{t('grade', { grade: row.grade })}</VisuallyHidden>
                {row.grade === mine && <Mine>{t('rating.table.mine')}</Mine>}
              </HeadInner>
            </Head>
          ))}
        </tr>
      </thead>
      <tbody>
        {PERKS.map((perk) => (
          <tr key={perk}>
            <th scope="row">{t(`rating.perks.${perk}`)}</th>
            {rows.map((row) => (
              <Cell key={row.grade} $mine={row.grade === mine}>
                {value(row, perk)}
              </Cell>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
