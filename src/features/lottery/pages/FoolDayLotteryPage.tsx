import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { px } from '../../../ui/px';
import { useCostText } from '../components/LotteryParts';
import { JesterBox } from '../components/JesterBox';
import { LotteryScreen } from '../components/LotteryScreen';
import { FOOL_ART } from '../components/art/foolArt';
import { GAMES } from '../games';
import { firstPaidBundle } from '../model';
import { foolDayTheme } from '../themes/foolDay';

/** Confetti, tiled: small and soft enough never to read as a mark in the text over it. */
const CONFETTI = `
  radial-gradient(circle at 10% 12%, rgba(215, 247, 91, 0.45) 0 ${px(1.6)}, transparent ${px(2.2)}),
  radial-gradient(circle at 62% 8%, rgba(255, 154, 213, 0.45) 0 ${px(1.8)}, transparent ${px(2.4)}),
  radial-gradient(circle at 90% 46%, rgba(255, 211, 107, 0.4) 0 ${px(1.4)}, transparent ${px(2)}),
  radial-gradient(circle at 34% 58%, rgba(143, 246, 255, 0.3) 0 ${px(1.4)}, transparent ${px(2)}),
  radial-gradient(circle at 74% 86%, rgba(215, 247, 91, 0.35) 0 ${px(1.6)}, transparent ${px(2.2)})`;

const BACKDROP = `
  ${CONFETTI} 0 0 / ${px(150)} ${px(180)},
  repeating-linear-gradient(135deg, rgba(255, 255, 255, 0.025) 0 ${px(14)}, transparent ${px(14)} ${px(28)}),
  radial-gradient(120% 40% at 50% 0%, #8a2be2 0%, rgba(138, 43, 226, 0) 70%),
  radial-gradient(80% 30% at 100% 40%, rgba(214, 51, 138, 0.3) 0%, transparent 100%),
  linear-gradient(180deg, #3d1466 0%, #2b0f4a 60%, #1e0836 100%)`;

/** The event's title: a lime sticker, tilted, on a magenta and purple plate with a harlequin border. */
const Banner = styled.header`
  position: relative;
  padding: ${px(14)} ${px(12)} ${px(16)};
  border-radius: ${px(18)};
  background:
    repeating-linear-gradient(135deg, rgba(215, 247, 91, 0.16) 0 ${px(10)}, transparent ${px(10)} ${px(20)}),
    radial-gradient(60% 90% at 50% 40%, rgba(255, 154, 213, 0.45) 0%, transparent 100%),
    linear-gradient(120deg, #8a2be2 0%, #d6338a 100%);
  box-shadow:
    inset 0 0 0 ${px(2)} rgba(215, 247, 91, 0.7),
    0 ${px(5)} 0 #1e0836,
    0 ${px(10)} ${px(18)} rgba(0, 0, 0, 0.35);
  text-align: center;
  h1 {
    margin: 0;
    color: #eaff8a;
    font-size: ${px(26)};
    font-weight: 900;
    letter-spacing: 0.03em;
    line-height: 1.2;
    text-shadow:
      ${px(2)} 0 0 #2b0f4a,
      ${px(-2)} 0 0 #2b0f4a,
      0 ${px(2)} 0 #2b0f4a,
      0 ${px(-2)} 0 #2b0f4a,
      ${px(1.5)} ${px(1.5)} 0 #2b0f4a,
      ${px(-1.5)} ${px(1.5)} 0 #2b0f4a,
      ${px(1.5)} ${px(-1.5)} 0 #2b0f4a,
      ${px(-1.5)} ${px(-1.5)} 0 #2b0f4a,
      0 ${px(5)} 0 #2b0f4a;
    transform: rotate(-2deg);
  }
  p {
    display: inline-block;
    margin: ${px(8)} 0 0;
    padding: ${px(3)} ${px(12)};
    border-radius: ${px(14)};
    background: rgba(43, 15, 74, 0.6);
    color: #fff;
    font-size: ${px(13)};
    font-weight: 700;
    line-height: 1.45;
  }
`;

/** The joke above the result: a fake jackpot, struck and stamped as a joke — the real result is listed right under it. */
const Prank = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  padding: ${px(10)} ${px(12)} ${px(12)};
  border-radius: ${px(14)};
  background:
    repeating-linear-gradient(135deg, rgba(215, 247, 91, 0.08) 0 ${px(8)}, transparent ${px(8)} ${px(16)}),
    rgba(215, 247, 91, 0.1);
  box-shadow: inset 0 0 0 ${px(1.5)} rgba(215, 247, 91, 0.55);
  text-align: center;
  .joke {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${px(4)} ${px(8)};
  }
  s {
    color: #ffd36b;
    font-size: ${px(16)};
    font-weight: 900;
    text-decoration-color: #ff9ad5;
    text-decoration-thickness: ${px(2.5)};
  }
  .stamp {
    padding: 0 ${px(8)};
    border: ${px(2)} solid #ff9ad5;
    border-radius: ${px(6)};
    background: rgba(255, 154, 213, 0.14);
    color: #ffb3df;
    font-size: ${px(13)};
    font-weight: 900;
    letter-spacing: 0.06em;
    line-height: ${px(20)};
    transform: rotate(-8deg);
    white-space: nowrap;
  }
  p {
    margin: 0;
    color: var(--color-text);
    font-size: ${px(14)};
    font-weight: 700;
    line-height: 1.45;
  }
`;

/** `/h5/fool_day_lottery`: the April Fools' lottery — prank prizes and one real grand prize (spec §2). */
export default function FoolDayLotteryPage() {
  const { t, i18n } = useTranslation('foolDay');
  const costText = useCostText();
  const drawLabel = (count: number) => t('draw', { count });
  return (
    <LotteryScreen
      art={FOOL_ART}
      game={GAMES.foolDay}
      theme={foolDayTheme}
      title={t('lottery:titles.foolDay')}
      backdrop={BACKDROP}
      hero={
        <Banner>
          <h1>{t('banner.title')}</h1>
          <p>{t('banner.subtitle')}</p>
        </Banner>
      }
      boardHeight={300}
      drawLabel={drawLabel}
      rules={[t('rules.box'), t('rules.pranks')]}
      headline={() => (
        <Prank data-prank>
          <span className="joke">
            <s>{t('prank.fake', { amount: formatNumber(i18n.language, 1_000_000) })}</s>
            <span className="stamp">{t('prank.stamp')}</span>
          </span>
          <p>{t('prank.real')}</p>
        </Prank>
      )}
      board={({ lottery, state, playing }) => {
        const single = firstPaidBundle(state.bundles);
        return (
          <JesterBox
            shaking={playing}
            label={
              playing ? t('opening') : single ? `${t('open')} · ${costText(single.cost, state.currency)}` : t('open')
            }
            disabled={!lottery.ready || Boolean(playing)}
            onOpen={() => single && lottery.choose(single)}
            onSettled={lottery.settle}
          />
        );
      }}
    />
  );
}
