import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sessionStore } from '../../../platform/storage/safeStorage';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { px } from '../../../ui/px';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { Panel, PanelNote } from '../components/Panel';
import { Tabs } from '../components/Tabs';
import type { FestivalDefinition, StageProps } from '../definition';
import { BLESSING_REWARD_DAYS, BLESSING_SIZES, type BlessingSize } from '../model';
import { blessingsQuery } from './blessingsApi';

/** The scope of a festival's blessing write (`storage`: its key in session storage, where an unresolved one waits). */
export const blessScope = (festival: string, storage = false) => `${storage ? 'write:' : ''}festival:${festival}:bless`;

export const SIZE_LOOK: Record<BlessingSize, { ground: string; ring: string; scale: number }> = {
  big: { ground: 'linear-gradient(135deg, #FFE29A 0%, #FF9A3C 100%)', ring: '#FFE29A', scale: 1 },
  middle: { ground: 'linear-gradient(135deg, #FFB8D9 0%, #B86CFF 100%)', ring: '#FFB8D9', scale: 0.92 },
  small: { ground: 'linear-gradient(135deg, #9FE8FF 0%, #5B8CFF 100%)', ring: '#9FE8FF', scale: 0.86 },
};

const Sizes = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${px(8)};
  margin: 0 0 ${px(14)};
  padding: 0;
  list-style: none;
`;

const Size = styled.li<{ $size: BlessingSize }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(2)};
  padding: ${px(10)} ${px(4)};
  border-radius: ${px(16)};
  background: ${({ $size }) => SIZE_LOOK[$size].ground};
  box-shadow: 0 ${px(6)} ${px(14)} rgba(0, 0, 0, 0.3), inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.6);
  color: #2a1040;
  text-align: center;
  & b {
    font-size: ${px(15)};
    font-weight: 900;
  }
  & span {
    font-size: ${px(12)};
    font-weight: 700;
  }
`;

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  margin: ${px(10)} 0 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li<{ $size: BlessingSize | null }>`
  position: relative;
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(16)};
  background: rgba(255, 255, 255, 0.07);
  box-shadow: inset 0 0 0 ${px(1.5)} ${({ $size }) => ($size ? SIZE_LOOK[$size].ring : 'rgba(255, 255, 255, 0.16)')};
  & p {
    margin: ${px(6)} 0 0;
    font-size: ${px(15)};
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
  & header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${px(8)};
    color: var(--color-textMuted);
    font-size: ${px(12)};
  }
  & header b {
    color: var(--color-text);
    font-size: ${px(13)};
  }
`;

const Tag = styled.span<{ $size: BlessingSize | null }>`
  flex: none;
  padding: ${px(2)} ${px(8)};
  border-radius: ${px(999)};
  background: ${({ $size }) => ($size ? SIZE_LOOK[$size].ground : 'rgba(255, 255, 255, 0.14)')};
  color: ${({ $size }) => ($size ? '#2a1040' : 'var(--color-text)')};
  font-size: ${px(11)};
  font-weight: 800;
  white-space: nowrap;
`;

function BlessingList({ festival, mine }: { festival: FestivalDefinition; mine: boolean }) {
  const { t } = useTranslation(festival.ns);
  const list = useQuery(blessingsQuery(festival.festival, mine));
  if (list.isPending) return <Skeleton $height={160} $radius={16} />;
  if (list.isError) return <PanelNote role="alert">{t('blessings.failed')}</PanelNote>;
  if (list.data.length === 0)
    return <EmptyState plain compact message={mine ? t('blessings.emptyMine') : t('blessings.empty')} />;
  return (
    <Cards>
      {list.data.map((blessing) => (
        <Card key={blessing.blessing_id} $size={blessing.state === 'approved' ? blessing.size : null}>
          <header>
            <b>{blessing.nickname}</b>
            <Tag $size={blessing.state === 'approved' ? blessing.size : null}>
              {blessing.state === 'approved' && blessing.size
                ? t(`blessings.sizes.${blessing.size}`)
                : t(`blessings.states.${blessing.state}`)}
            </Tag>
          </header>
          <p>{blessing.text}</p>
        </Card>
      ))}
    </Cards>
  );
}

// The box to write a blessing (the text box, the keyed write and its states) comes when the person starts to write,
// or at once when a blessing's outcome is still unknown from before a reload (its check must be on screen).
const BlessingComposer = lazy(() =>
  import('./BlessingComposer').then((module) => ({ default: module.BlessingComposer })),
);

const Write = styled(Button)`
  margin-bottom: ${px(14)};
`;

/**
 * The blessings wall (spec §2 `fireworks_bless`, §9): what a blessing of each size gives, writing one (one a day, one
 * keyed write: a double tap, a lost reply or a reload posts it once; moderated: it shows on the wall once approved, to
 * me at once), and the wall — everyone's and mine — in tabs.
 */
export function BlessingsWall({ festival, live }: StageProps) {
  const { t } = useTranslation(festival.ns);
  const [tab, setTab] = useState(0);
  const [writing, setWriting] = useState(() => sessionStore.get(blessScope(festival.festival, true)) !== null);
  return (
    <Panel title={t('blessings.title')}>
      <Sizes aria-label={t('blessings.sizesLabel')}>
        {BLESSING_SIZES.map((size) => (
          <Size key={size} $size={size}>
            <b>{t(`blessings.sizes.${size}`)}</b>
            <span>{t('blessings.frame', { count: BLESSING_REWARD_DAYS[size] })}</span>
          </Size>
        ))}
      </Sizes>
      {!live ? (
        <PanelNote>{t('blessings.closed')}</PanelNote>
      ) : writing ? (
        <Suspense fallback={<Skeleton $height={188} $radius={16} />}>
          <BlessingComposer festival={festival} onPosted={() => setTab(1)} />
        </Suspense>
      ) : (
        <Write block size="large" onClick={() => setWriting(true)}>
          {t('blessings.write')}
        </Write>
      )}
      <Tabs
        label={t('blessings.title')}
        titles={[t('blessings.all'), t('blessings.mine')]}
        index={tab}
        onChange={setTab}
      >
        <BlessingList festival={festival} mine={tab === 1} />
      </Tabs>
    </Panel>
  );
}
