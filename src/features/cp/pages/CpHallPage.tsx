import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { CpHall, CpHallCouple } from '../api';
import { cpHallQuery } from '../boardsApi';
import { CpQuery, Stage } from '../components/CpParts';
import { HallCoupleCard } from '../components/HallCoupleCard';
import { cpTheme } from '../theme';

/* The hall's arch: rose curtains, a crown over two rings, lights along the top. */
const Hero = styled.header`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(4)};
  padding: ${px(18)} ${px(16)} ${px(16)};
  overflow: hidden;
  border-radius: ${px(28)} ${px(28)} ${px(18)} ${px(18)};
  background:
    radial-gradient(70% 90% at 50% 0%, rgba(255, 214, 120, 0.35) 0%, rgba(255, 214, 120, 0) 70%),
    repeating-linear-gradient(90deg, rgba(255, 255, 255, 0.05) 0 ${px(10)}, rgba(0, 0, 0, 0.05) ${px(10)} ${px(20)}),
    linear-gradient(180deg, #8a1f5e 0%, #5b1a63 55%, #3a0f3f 100%);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 217, 138, 0.45);
  text-align: center;
  svg {
    width: ${px(150)};
    height: auto;
  }
  h2 {
    margin: 0;
    background: linear-gradient(180deg, #fff6d8 0%, #ffd98a 100%);
    background-clip: text;
    color: transparent;
    font-size: ${px(24)};
    font-weight: 900;
    letter-spacing: 0.04em;
  }
  p {
    margin: 0;
    color: #ffc7dd;
    font-size: ${px(13)};
    line-height: 1.5;
  }
`;

const Lights = styled.span`
  position: absolute;
  inset: ${px(6)} ${px(16)} auto;
  height: ${px(8)};
  background: radial-gradient(circle, #ffe9b3 0 ${px(2)}, transparent ${px(3)}) 0 0 / ${px(18)} ${px(8)} repeat-x;
  opacity: 0.8;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  h2 {
    margin: 0;
    color: #ffe3ee;
    font-size: ${px(15)};
  }
`;

const Couples = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const End = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  text-align: center;
`;

const MoreFailed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(8)};
  color: var(--color-textMuted);
  font-size: ${px(13)};
  p {
    margin: 0;
  }
`;

function HallArt() {
  return (
    <svg viewBox="0 0 150 74" aria-hidden="true">
      <defs>
        <linearGradient id="cp-hall-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FFF2C2" />
          <stop offset="1" stopColor="#F5B940" />
        </linearGradient>
      </defs>
      <path d="M58 22l6 6 11-12 11 12 6-6-3 14H61z" fill="url(#cp-hall-gold)" />
      <circle cx="75" cy="14" r="3" fill="#FFF2C2" />
      <circle cx="64" cy="52" r="15" fill="none" stroke="url(#cp-hall-gold)" strokeWidth="5" />
      <circle cx="86" cy="52" r="15" fill="none" stroke="#FF9CC2" strokeWidth="5" />
      <path d="M20 60c6-10 14-10 20 0M110 60c6-10 14-10 20 0" stroke="#FFC7DD" strokeWidth="3" fill="none" />
      <path d="M14 30l2 5 5 2-5 2-2 5-2-5-5-2 5-2zM136 24l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" fill="#FFE9B3" />
    </svg>
  );
}

function HallSkeleton() {
  return (
    <Couples as="div">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} $height={150} $radius={20} />
      ))}
    </Couples>
  );
}

/** The couples of every page, each once; mine comes pinned on top, so it is not repeated in the list. */
function hallRows(pages: readonly CpHall[]) {
  const mine = pages[0]?.mine ?? null;
  const seen = new Set(mine ? [mine.cp_id] : []);
  const couples: CpHallCouple[] = [];
  for (const couple of pages.flatMap((page) => page.couples)) {
    if (seen.has(couple.cp_id)) continue;
    seen.add(couple.cp_id);
    couples.push(couple);
  }
  return { mine, couples };
}

/** `/h5/cp/hall`: the official CP hall — every announced pair, newest first, a page at a time; mine pinned on top. */
export default function CpHallPage() {
  const { t } = useTranslation('cpBoards');
  const back = useBackOrClose();
  const hall = useInfiniteQuery(cpHallQuery());
  return (
    <Scaffold theme={cpTheme} title={t('cp:titles.hall')} onBack={back}>
      <Stage>
        <Hero>
          <Lights aria-hidden="true" />
          <HallArt />
          <h2>{t('hall.heading')}</h2>
          <p>{t('hall.tagline')}</p>
        </Hero>
        <CpQuery query={hall} skeleton={<HallSkeleton />}>
          {(data) => {
            const { mine, couples } = hallRows(data.pages);
            if (!mine && couples.length === 0) return <EmptyState message={t('hall.empty')} />;
            return (
              <>
                {mine && (
                  <Section aria-label={t('hall.ours')}>
                    <HallCoupleCard couple={mine} pinned />
                  </Section>
                )}
                {couples.length > 0 && (
                  <Section aria-labelledby="cp-hall-list">
                    <h2 id="cp-hall-list">{t('hall.list')}</h2>
                    <Couples>
                      {couples.map((couple) => (
                        <li key={couple.cp_id}>
                          <HallCoupleCard couple={couple} />
                        </li>
                      ))}
                    </Couples>
                  </Section>
                )}
                {hall.isFetchNextPageError ? (
                  <MoreFailed role="alert">
                    <p>{t('hall.moreFailed')}</p>
                    <Button variant="secondary" size="small" onClick={() => void hall.fetchNextPage()}>
                      {t('common:errors.retry')}
                    </Button>
                  </MoreFailed>
                ) : hall.hasNextPage ? (
                  <Button
                    variant="secondary"
                    loading={hall.isFetchingNextPage}
                    onClick={() => void hall.fetchNextPage()}
                  >
                    {t('hall.more')}
                  </Button>
                ) : (
                  <End>{t('hall.end')}</End>
                )}
              </>
            );
          }}
        </CpQuery>
      </Stage>
    </Scaffold>
  );
}
