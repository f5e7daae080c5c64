import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import { useCostText } from '../components/LotteryParts';
import { LotteryScreen } from '../components/LotteryScreen';
import { SignBoard, SignStars } from '../components/SignBoard';
import { firstPaidBundle } from '../model';
import { STAR_ART } from '../components/art/starArt';
import { GAMES } from '../games';
import { constellationTheme } from '../themes/constellation';

/** Faint stars, tiled (dim enough never to read as a dot in the text over them). */
const STARS = `
  radial-gradient(circle at 8% 14%, rgba(255, 255, 255, 0.5) 0 ${px(0.7)}, transparent ${px(1.3)}),
  radial-gradient(circle at 46% 6%, rgba(255, 255, 255, 0.35) 0 ${px(0.6)}, transparent ${px(1.2)}),
  radial-gradient(circle at 88% 30%, rgba(255, 255, 255, 0.45) 0 ${px(0.7)}, transparent ${px(1.3)}),
  radial-gradient(circle at 24% 62%, rgba(200, 215, 255, 0.35) 0 ${px(0.6)}, transparent ${px(1.2)}),
  radial-gradient(circle at 70% 82%, rgba(255, 255, 255, 0.4) 0 ${px(0.7)}, transparent ${px(1.3)})`;

const BACKDROP = `
  ${STARS} 0 0 / ${px(140)} ${px(170)},
  radial-gradient(70% 30% at 100% 8%, rgba(90, 200, 255, 0.22) 0%, transparent 100%),
  radial-gradient(80% 35% at 0% 30%, rgba(170, 90, 255, 0.28) 0%, transparent 100%),
  radial-gradient(120% 45% at 50% 0%, #3d2a9e 0%, rgba(61, 42, 158, 0) 70%),
  linear-gradient(180deg, #141d52 0%, #0b1238 55%, #070b26 100%)`;

/** The event's title plate: a night-blue plate rimmed in starlight gold, the Leo medallion and a crescent moon. */
const Banner = styled.header`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${px(12)};
  padding: ${px(14)};
  border-radius: ${px(18)};
  background:
    radial-gradient(60% 120% at 0% 50%, rgba(123, 92, 255, 0.55) 0%, transparent 100%),
    linear-gradient(120deg, #2b2c92 0%, #1a1f68 60%, #141a55 100%);
  box-shadow:
    inset 0 0 0 ${px(1.5)} rgba(255, 226, 160, 0.7),
    inset 0 0 0 ${px(4)} #1a1f68,
    inset 0 0 0 ${px(5)} rgba(185, 198, 255, 0.3),
    0 ${px(6)} ${px(18)} rgba(0, 0, 0, 0.4);
  overflow: hidden;
  .medal {
    display: grid;
    flex: none;
    place-items: center;
    width: ${px(58)};
    height: ${px(58)};
    border-radius: 50%;
    background: radial-gradient(circle at 40% 35%, #5b49d6 0%, #231d7a 75%);
    box-shadow:
      0 0 0 ${px(2)} #ffd98a,
      0 0 ${px(16)} rgba(169, 139, 255, 0.8);
  }
  .moon {
    position: absolute;
    top: ${px(10)};
    inset-inline-end: ${px(10)};
  }
  h1 {
    margin: 0;
    padding-inline-end: ${px(30)};
    font-size: ${px(24)};
    font-weight: 900;
    letter-spacing: 0.04em;
    line-height: 1.2;
    filter: drop-shadow(0 ${px(2)} 0 #0b1040);
  }
  /* Starlight gold on every line of the title, when it wraps. */
  h1 span {
    background: linear-gradient(180deg, #ffffff 0%, #fff0c4 50%, #e8b85a 100%);
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
    -webkit-box-decoration-break: clone;
    box-decoration-break: clone;
  }
  p {
    margin: ${px(4)} 0 0;
    color: #d3d9ff;
    font-size: ${px(13)};
    line-height: 1.45;
  }
`;

/** A crescent moon with two glints, drawn. */
function Moon() {
  return (
    <svg className="moon" viewBox="0 0 32 32" width={px(32)} height={px(32)} aria-hidden="true" focusable="false">
      <path d="M20 4a12 12 0 1 0 8 20A10 10 0 0 1 20 4z" fill="#ffe7a8" />
      <path d="M20 4a12 12 0 1 0 8 20A10 10 0 0 1 20 4z" fill="none" stroke="#fff7d6" strokeWidth="1" />
      <path d="M27 4q0 3 3 3q-3 0-3 3q0-3-3-3q3 0 3-3zM29 15q0 2 2 2q-2 0-2 2q0-2-2-2q2 0 2-2z" fill="#fff" />
    </svg>
  );
}

/** `/h5/constellation`: the divine-star lottery — a light runs round the twelve signs (spec §2). */
export default function ConstellationPage() {
  const { t } = useTranslation('constellation');
  const costText = useCostText();
  const drawLabel = (count: number) => t('draw', { count });
  return (
    <LotteryScreen
      art={STAR_ART}
      game={GAMES.constellation}
      theme={constellationTheme}
      title={t('lottery:titles.constellation')}
      backdrop={BACKDROP}
      hero={
        <Banner>
          <span className="medal">
            <SignStars sign="leo" size={44} />
          </span>
          <Moon />
          <div>
            <h1>
              <span>{t('banner.title')}</span>
            </h1>
            <p>{t('banner.subtitle')}</p>
          </div>
        </Banner>
      }
      boardHeight={417}
      drawLabel={drawLabel}
      rules={[t('rules.board'), t('rules.ten')]}
      board={({ lottery, state, text, target, playing }) => {
        const single = firstPaidBundle(state.bundles);
        return (
          <SignBoard
            prizes={state.prizes}
            signName={(sign) => t(`signs.${sign}`)}
            text={text}
            chase={target}
            coreLabel={playing ? t('drawing') : t('core')}
            coreHint={single ? costText(single.cost, state.currency) : ''}
            coreDisabled={!lottery.ready || Boolean(playing)}
            onCore={() => single && lottery.choose(single)}
            onSettled={lottery.settle}
          />
        );
      }}
    />
  );
}
