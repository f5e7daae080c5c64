import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shortDateTimeFormat } from '../../../platform/i18n/dateFormat';
import { GoldCoinIcon } from '../../../ui/icons/Coin';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { px } from '../../../ui/px';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { GiftArt } from '../art/GiftArt';
import { letter } from '../art/gifts/letter';
import { confessionsQuery } from './confessionsApi';
import { Panel, PanelNote } from '../components/Panel';
import type { StageProps } from '../definition';
import { CONFESSION_GIFT_PRICE } from '../model';

/** While the festival is live the wall follows new confessions. */
const REFRESH_MS = 15_000;

const Offer = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(12)};
  margin-bottom: ${px(12)};
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(16)};
  background: linear-gradient(100deg, rgba(255, 79, 139, 0.35) 0%, rgba(255, 255, 255, 0.04) 100%);
  & p {
    margin: 0;
    font-size: ${px(13)};
    line-height: 1.45;
  }
  & b {
    display: block;
    font-size: ${px(15)};
  }
`;

const Wall = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  padding: ${px(12)} ${px(10)} ${px(10)};
  border-radius: ${px(16)} ${px(16)} ${px(16)} ${px(4)};
  background: linear-gradient(160deg, #fff0f6 0%, #ffd3e5 100%);
  box-shadow: 0 ${px(6)} ${px(14)} rgba(0, 0, 0, 0.3);
  color: #5a0a2c;
  &:nth-child(4n + 2),
  &:nth-child(4n + 3) {
    background: linear-gradient(160deg, #fff7e8 0%, #ffd9b8 100%);
  }
  & .pair {
    font-size: ${px(13)};
    font-weight: 900;
    overflow-wrap: anywhere;
  }
  & .pair span {
    color: #e0245e;
  }
  & p {
    margin: 0;
    font-size: ${px(13)};
    line-height: 1.45;
    overflow-wrap: anywhere;
  }
  & footer {
    display: flex;
    justify-content: space-between;
    gap: ${px(4)};
    color: #8a3a5c;
    font-size: ${px(11)};
    font-weight: 700;
  }
`;

/**
 * 520's confession gift wall: each confession is a 999-coin confession gift sent from one person to another (spec §9),
 * sent in a live room; the wall shows them newest first with their words and how many were sent.
 */
export function ConfessionWall({ festival, live }: StageProps) {
  const { t, i18n } = useTranslation(festival.ns);
  const when = useMemo(() => shortDateTimeFormat(i18n.language), [i18n.language]);
  const wall = useQuery({ ...confessionsQuery(festival.festival), refetchInterval: live ? REFRESH_MS : false });
  return (
    <Panel title={t('confessions.title')}>
      <Offer>
        <GiftArt drawing={letter} size={52} />
        <p>
          <b>{t('giftNames.confession')}</b>
          <GoldCoinIcon size={14} /> {CONFESSION_GIFT_PRICE} · {t('confessions.how')}
        </p>
      </Offer>
      {wall.isPending ? (
        <Skeleton $height={200} $radius={16} />
      ) : wall.isError ? (
        <PanelNote role="alert">{t('confessions.failed')}</PanelNote>
      ) : wall.data.length === 0 ? (
        <EmptyState plain compact message={t('confessions.empty')} />
      ) : (
        <Wall>
          {wall.data.map((item) => (
            <Note key={item.confession_id}>
              <span className="pair">
                {item.from} <span aria-hidden="true">♥</span> {item.to}
              </span>
              {item.text && <p>{item.text}</p>}
              <footer>
                <span>{t('confessions.count', { count: item.count })}</span>
                <time>{when(item.at)}</time>
              </footer>
            </Note>
          ))}
        </Wall>
      )}
    </Panel>
  );
}
