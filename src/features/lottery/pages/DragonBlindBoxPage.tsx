import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import { BlindBoxScreen } from '../components/BlindBoxScreen';
import { Collection } from '../components/Collection';
import { DRAGON_ART } from '../components/art/dragonArt';
import { GAMES } from '../games';
import { wishTheme } from '../themes/wish';

const BACKDROP = `
  radial-gradient(120% 40% at 50% 0%, #d81b3b 0%, rgba(216, 27, 59, 0) 70%),
  radial-gradient(circle at 12% 20%, rgba(255, 211, 107, 0.35) 0 ${px(2)}, transparent ${px(3)}),
  radial-gradient(circle at 88% 12%, rgba(255, 211, 107, 0.4) 0 ${px(2)}, transparent ${px(3)}),
  linear-gradient(180deg, #7a0c1e 0%, #4a0712 60%, #3a0510 100%)`;

const Banner = styled.header`
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(14)};
  background:
    repeating-radial-gradient(circle at 0 100%, transparent 0 ${px(8)}, rgba(246, 196, 83, 0.18) ${px(8)} ${px(9)}),
    linear-gradient(180deg, #b3122e 0%, #7a0c1e 100%);
  box-shadow:
    inset 0 0 0 ${px(2)} #f6c453,
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
  }
  p {
    margin: ${px(2)} 0 0;
    color: #ffe7b0;
    font-size: ${px(13)};
    font-weight: 700;
  }
`;

/** `/h5/dragon_blind_box`: the dragon-year blind-box series (spec §2). */
export default function DragonBlindBoxPage() {
  const { t } = useTranslation('blindbox');
  return (
    <BlindBoxScreen
      ns="blindbox"
      collection={Collection}
      art={DRAGON_ART}
      game={GAMES.dragonBox}
      look="dragon"
      theme={wishTheme}
      title={t('lottery:titles.dragonBox')}
      backdrop={BACKDROP}
      hero={
        <Banner>
          <h1>{t('dragon.title')}</h1>
          <p>{t('dragon.subtitle')}</p>
        </Banner>
      }
    />
  );
}
