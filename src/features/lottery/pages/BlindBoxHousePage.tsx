import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import { BlindBoxScreen } from '../components/BlindBoxScreen';
import { Collection } from '../components/Collection';
import { useSeriesChoice } from '../components/SeriesChoice';
import { Shelf, useSeriesName } from '../components/Shelf';
import { DRAGON_ART } from '../components/art/dragonArt';
import { useLookArt } from '../components/art/lookArt';
import { GAMES } from '../games';

import { blindBoxTheme } from '../themes/blindBox';

const BACKDROP = `
  radial-gradient(circle at 12% 10%, rgba(255, 138, 216, 0.5) 0 ${px(2)}, transparent ${px(3)}),
  radial-gradient(circle at 86% 16%, rgba(155, 77, 255, 0.6) 0 ${px(2)}, transparent ${px(3)}),
  radial-gradient(120% 40% at 50% 0%, #6a2bb0 0%, rgba(106, 43, 176, 0) 70%),
  linear-gradient(180deg, #351760 0%, #24103f 55%, #1a0b30 100%)`;

const Banner = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${px(2)};
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(18)};
  background:
    repeating-linear-gradient(90deg, rgba(255, 255, 255, 0.06) 0 ${px(2)}, transparent ${px(2)} ${px(18)}),
    linear-gradient(120deg, rgba(255, 92, 168, 0.55) 0%, rgba(155, 77, 255, 0.45) 100%);
  box-shadow:
    inset 0 0 0 ${px(1)} rgba(255, 194, 236, 0.5),
    0 0 ${px(18)} rgba(255, 92, 168, 0.35);
  h1 {
    margin: 0;
    color: #fff;
    font-size: ${px(22)};
    font-weight: 900;
    letter-spacing: 0.03em;
    text-shadow: 0 0 ${px(10)} rgba(255, 138, 216, 0.9);
  }
  p {
    margin: 0;
    color: #ffe3f5;
    font-size: ${px(13)};
    line-height: 1.45;
  }
`;

/** `/h5/blindboxroom`: the blind-box house — a shelf of series, the chosen one opened below (spec §2, "Blind-box house"). */
export default function BlindBoxHousePage() {
  const { t } = useTranslation('blindbox');
  const seriesName = useSeriesName();
  const choice = useSeriesChoice('house', GAMES.dragonBox);
  const look = choice.look ?? 'dragon';
  // The house opens on the dragon series: its drawings come with the page, another series' when it is chosen.
  const art = useLookArt(look, { dragon: DRAGON_ART });
  return (
    <BlindBoxScreen
      ns="blindbox"
      collection={Collection}
      art={art}
      game={choice.game}
      look={look}
      theme={blindBoxTheme}
      title={t('lottery:titles.house')}
      backdrop={BACKDROP}
      hero={
        <>
          <Banner>
            <h1>{t('house.title')}</h1>
            <p>{t('house.subtitle')}</p>
          </Banner>
          <Shelf shelf="house" chosen={choice.game} onChoose={choice.choose} />
          <h2 style={{ margin: 0, fontSize: px(18), fontWeight: 900 }}>{seriesName(choice.game)}</h2>
        </>
      }
    />
  );
}
