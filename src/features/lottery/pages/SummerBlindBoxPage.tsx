import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import { BlindBoxScreen } from '../components/BlindBoxScreen';
import { Collection } from '../components/Collection';
import { SUMMER_ART } from '../components/art/summerArt';
import { GAMES } from '../games';
import { summerTheme } from '../themes/summer';

const BACKDROP = `
  radial-gradient(circle at 82% 6%, #ffe98f 0 ${px(26)}, rgba(255, 216, 77, 0.35) ${px(27)}, transparent ${px(60)}),
  radial-gradient(120% 40% at 50% 0%, #0e6b84 0%, rgba(14, 107, 132, 0) 70%),
  linear-gradient(180deg, #0a4a5e 0%, #06303f 60%, #041f2a 100%)`;

const Banner = styled.header`
  position: relative;
  padding: ${px(14)} ${px(14)} ${px(22)};
  border-radius: ${px(18)};
  overflow: hidden;
  background: linear-gradient(180deg, #12a3b8 0%, #0b6f8a 100%);
  box-shadow: 0 ${px(6)} ${px(16)} rgba(0, 0, 0, 0.35);
  /* The waves along its foot. */
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: ${px(14)};
    background: radial-gradient(circle at ${px(10)} 0, transparent ${px(9)}, #ffe98f ${px(10)}) 0 0 / ${px(20)} ${px(14)}
      repeat-x;
    opacity: 0.9;
  }
  h1 {
    margin: 0;
    color: #fff;
    font-size: ${px(24)};
    font-weight: 900;
    text-shadow: 0 ${px(2)} 0 #06303f;
  }
  p {
    margin: ${px(2)} 0 0;
    color: #e6fbff;
    font-size: ${px(13)};
    font-weight: 700;
  }
`;

/** `/official-20250715-main`: the summer blind box campaign (spec §2 campaign table: id 142, no expiry). */
export default function SummerBlindBoxPage() {
  const { t } = useTranslation('blindbox');
  return (
    <BlindBoxScreen
      ns="blindbox"
      collection={Collection}
      art={SUMMER_ART}
      game={GAMES.summerBox}
      look="summer"
      theme={summerTheme}
      title={t('lottery:titles.summerBox')}
      backdrop={BACKDROP}
      hero={
        <Banner>
          <h1>{t('summer.title')}</h1>
          <p>{t('summer.subtitle')}</p>
        </Banner>
      }
      rules={[t('summer.rule')]}
    />
  );
}
