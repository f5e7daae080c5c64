import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import { LotteryScreen, type BoardContext } from '../components/LotteryScreen';
import { Panel, PanelTitle } from '../components/LotteryParts';
import { PrizeArt } from '../components/PrizeArt';
import { WishWheel } from '../components/WishWheel';
import { firstPaidBundle } from '../model';
import { DRAGON_ART } from '../components/art/dragonArt';
import { GAMES } from '../games';
import { wishTheme } from '../themes/wish';

const BACKDROP = `
  radial-gradient(120% 40% at 50% 0%, #d81b3b 0%, rgba(216, 27, 59, 0) 70%),
  radial-gradient(circle at 10% 22%, rgba(255, 211, 107, 0.35) 0 ${px(2)}, transparent ${px(3)}),
  radial-gradient(circle at 88% 12%, rgba(255, 211, 107, 0.4) 0 ${px(2)}, transparent ${px(3)}),
  radial-gradient(circle at 80% 46%, rgba(255, 211, 107, 0.3) 0 ${px(1.5)}, transparent ${px(2.5)}),
  linear-gradient(180deg, #7a0c1e 0%, #4a0712 60%, #3a0510 100%)`;

/** The event's title plate: gold leaf on a red lacquer ribbon, clouds at its ends. */
const Banner = styled.header`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(2)};
  margin: ${px(4)} ${px(6)} 0;
  padding: ${px(12)} ${px(36)} ${px(10)};
  border-radius: ${px(14)};
  background:
    radial-gradient(circle at 8% 50%, rgba(255, 241, 184, 0.5) 0 ${px(9)}, transparent ${px(10)}),
    radial-gradient(circle at 14% 62%, rgba(255, 241, 184, 0.4) 0 ${px(7)}, transparent ${px(8)}),
    radial-gradient(circle at 92% 50%, rgba(255, 241, 184, 0.5) 0 ${px(9)}, transparent ${px(10)}),
    radial-gradient(circle at 86% 62%, rgba(255, 241, 184, 0.4) 0 ${px(7)}, transparent ${px(8)}),
    linear-gradient(180deg, #b3122e 0%, #7a0c1e 100%);
  box-shadow:
    inset 0 0 0 ${px(2)} #f6c453,
    inset 0 0 0 ${px(4)} #7a0c1e,
    inset 0 0 0 ${px(5)} rgba(246, 196, 83, 0.6),
    0 ${px(6)} ${px(16)} rgba(0, 0, 0, 0.35);
  text-align: center;
  h1 {
    margin: 0;
    background: linear-gradient(180deg, #fff6c8 0%, #ffd36b 55%, #e0a526 100%);
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
    font-size: ${px(24)};
    font-weight: 900;
    letter-spacing: 0.04em;
    filter: drop-shadow(0 ${px(2)} 0 #5a0a14);
  }
  p {
    margin: 0;
    color: #ffe7b0;
    font-size: ${px(13)};
    font-weight: 700;
  }
`;

const EarnList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${px(10)};
    font-size: ${px(14)};
    line-height: 1.45;
  }
  strong {
    margin-inline-start: auto;
    color: var(--color-accentStrong);
    white-space: nowrap;
  }
`;

function Earn({ state, text }: BoardContext) {
  const { t } = useTranslation('wishWheel');
  if (state.earn.length === 0) return null;
  return (
    <Panel aria-labelledby="wish-earn-title">
      <PanelTitle id="wish-earn-title">{t('earn.title')}</PanelTitle>
      <EarnList>
        {state.earn.map((way) => (
          <li key={way.task}>
            <PrizeArt item="wish_ticket" kind="tickets" size={28} />
            <span>{t(`earn.${way.task}`, { coins: text.amount(way.coins) })}</span>
            <strong>+{text.amount(way.tickets)}</strong>
          </li>
        ))}
      </EarnList>
    </Panel>
  );
}

/** `/h5/wheel/wish`: the dragon-year wish wheel, paid with wish tickets (spec §2, §3). */
export default function WishWheelPage() {
  const { t } = useTranslation('wishWheel');
  const drawLabel = (count: number) => t('spin', { count });
  return (
    <LotteryScreen
      art={DRAGON_ART}
      game={GAMES.wish}
      theme={wishTheme}
      title={t('lottery:titles.wish')}
      backdrop={BACKDROP}
      hero={
        <Banner>
          <h1>{t('banner.title')}</h1>
          <p>{t('banner.subtitle')}</p>
        </Banner>
      }
      boardHeight={324}
      drawLabel={drawLabel}
      rules={[t('rules.wheel'), t('rules.tenSpin')]}
      extra={(context) => <Earn {...context} />}
      board={({ lottery, state, text, target, playing }) => {
        const single = firstPaidBundle(state.bundles);
        return (
          <WishWheel
            prizes={state.prizes}
            text={text}
            spin={target}
            hubLabel={playing ? t('spinning') : t('hub')}
            hubDisabled={!lottery.ready || Boolean(playing)}
            onHub={() => single && lottery.choose(single)}
            onSettled={lottery.settle}
          />
        );
      }}
    />
  );
}
