import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { Celebration } from '../../../ui/Celebration/Celebration';
import { Modal } from '../../../ui/Modal/Modal';
import { whenReducedMotion } from '../../../ui/motion';
import { px } from '../../../ui/px';
import type { LotteryDraw } from '../api';
import { bestIndex, topRarity, type Prize, type Rarity } from '../model';
import { usePrizeText } from '../usePrizeText';
import { RARITY_COLOUR, RarityTag } from './LotteryParts';
import { PrizeArt } from './PrizeArt';

const glow = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

const Hero = styled.div<{ $rarity: Rarity }>`
  position: relative;
  display: grid;
  place-items: center;
  width: ${px(150)};
  height: ${px(150)};
  margin: 0 auto;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    background: repeating-conic-gradient(
      from 0deg,
      ${({ $rarity }) => RARITY_COLOUR[$rarity]}66 0deg 10deg,
      transparent 10deg 30deg
    );
    mask: radial-gradient(circle, #000 35%, transparent 70%);
    animation: ${glow} 9s linear infinite;
    ${whenReducedMotion(css`
      animation: none;
    `)}
  }
  svg {
    position: relative;
    filter: drop-shadow(0 0 ${px(12)} ${({ $rarity }) => RARITY_COLOUR[$rarity]}AA);
  }
`;

const Won = styled.p`
  margin: 0;
  font-size: ${px(18)};
  font-weight: 800;
  text-align: center;
`;

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${px(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li<{ $rarity: Rarity; $best: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: ${px(36)} 1fr;
  align-items: center;
  gap: ${px(6)};
  min-height: ${px(48)};
  padding: ${px(4)} ${px(6)};
  border-radius: ${px(12)};
  background: rgba(0, 0, 0, 0.22);
  box-shadow: inset 0 0 0 ${px(1)} ${({ $rarity }) => ($rarity === 'common' ? 'rgba(255,255,255,0.12)' : RARITY_COLOUR[$rarity])};
  font-size: ${px(12)};
  font-weight: 700;
  line-height: 1.3;
  text-align: start;
  overflow-wrap: anywhere;
  ${({ $best }) =>
    $best &&
    css`
      background: linear-gradient(135deg, rgba(255, 211, 107, 0.35) 0%, rgba(255, 122, 61, 0.25) 100%);
      box-shadow:
        inset 0 0 0 ${px(2)} #ffd36b,
        0 0 ${px(12)} rgba(255, 211, 107, 0.55);
    `}
  .best {
    position: absolute;
    top: ${px(-7)};
    inset-inline-end: ${px(6)};
    padding: 0 ${px(6)};
    border-radius: ${px(6)};
    background: #ffd36b;
    color: #4a1a00;
    font-size: ${px(10)};
    font-weight: 800;
    line-height: ${px(16)};
  }
  small {
    display: block;
    color: var(--color-textMuted);
    font-weight: 600;
  }
`;

const Fragments = styled.small`
  display: block;
  margin-top: ${px(4)};
  color: var(--color-textMuted);
  font-size: ${px(12)};
  text-align: center;
`;

/**
 * A draw's result, as the server sent it: one prize large, or every result of a ×10 with the best highlighted. A
 * grand prize gets the celebration. `headline` is a game's own words above it (the April Fools' joke), never instead.
 */
export function ResultDialog({
  draw,
  prizes,
  onClose,
  headline,
  fragmentsName,
}: {
  draw: LotteryDraw;
  prizes: Prize[];
  onClose: () => void;
  headline?: ReactNode;
  /** What a duplicate became ("bubble fragments"), for blind boxes. */
  fragmentsName?: string;
}) {
  const { t } = useTranslation('lottery');
  // The dialogs' own words come with them (they are not in the game's first visit).
  const { t: d, ready } = useTranslation('lotteryDialogs');
  const text = usePrizeText();
  const won = draw.items
    .map((item) => ({ item, prize: prizes.find((prize) => prize.prize_id === item.prize_id) }))
    .filter((entry): entry is { item: (typeof draw.items)[number]; prize: Prize } => Boolean(entry.prize));
  const rarities = won.map((entry) => entry.prize.rarity);
  const best = bestIndex(rarities);
  const rarity = topRarity(rarities);
  const single = won.length === 1 ? won[0]! : null;
  const fragmentsOf = (fragments: number) =>
    fragments > 0 ? d('result.fragments', { amount: text.amount(fragments), name: fragmentsName ?? '' }) : null;
  if (!ready) return null;

  return (
    <Modal
      open
      tone="festival"
      title={d(`result.${rarity}`)}
      onClose={onClose}
      backdrop={rarity === 'grand' ? <Celebration /> : undefined}
      actions={
        <Button block onClick={onClose}>
          {d('result.collect')}
        </Button>
      }
    >
      <div data-result={rarity} data-results={won.length} style={{ display: 'grid', gap: px(10) }}>
        {headline}
        {single ? (
          <>
            <Hero $rarity={single.prize.rarity}>
              <PrizeArt item={single.prize.item} kind={single.prize.kind} size={96} />
            </Hero>
            <Won data-prize={single.prize.prize_id}>
              {text.describe(single.prize)}
              {single.prize.rarity !== 'common' && (
                <RarityTag $rarity={single.prize.rarity}>{t(`rarity.${single.prize.rarity}`)}</RarityTag>
              )}
            </Won>
            {fragmentsOf(single.item.fragments) && <Fragments>{fragmentsOf(single.item.fragments)}</Fragments>}
          </>
        ) : (
          <Grid aria-label={d('result.list', { count: won.length })}>
            {won.map(({ item, prize }, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same prize may come twice; the order is the server's
              <Cell key={index} $rarity={prize.rarity} $best={index === best} data-prize={prize.prize_id}>
                <PrizeArt item={prize.item} kind={prize.kind} size={36} />
                <span>
                  {text.describe(prize)}
                  {fragmentsOf(item.fragments) && <small>{fragmentsOf(item.fragments)}</small>}
                </span>
                {index === best && <span className="best">{d('result.best')}</span>}
              </Cell>
            ))}
          </Grid>
        )}
      </div>
    </Modal>
  );
}
