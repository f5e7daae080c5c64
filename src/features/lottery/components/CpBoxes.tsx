import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '../../../ui/Link/Link';
import { px } from '../../../ui/px';
import { CP_HALL_LINK, GAMES } from '../games';
import { cpBoxTheme } from '../themes/cpBox';
import { CP_ART } from './art/cpArt';
import { BlindBoxScreen, type BlindBoxScreenProps } from './BlindBoxScreen';
import { Panel, PanelTitle } from './LotteryParts';
import { HEART_PATH, PartnerBar } from './PartnerBar';

const BACKDROP = `
  radial-gradient(circle at 14% 12%, rgba(255, 156, 200, 0.55) 0 ${px(2)}, transparent ${px(3)}),
  radial-gradient(circle at 84% 8%, rgba(255, 201, 225, 0.6) 0 ${px(2)}, transparent ${px(3)}),
  radial-gradient(120% 40% at 50% 0%, #a0246e 0%, rgba(160, 36, 110, 0) 70%),
  linear-gradient(180deg, #561644 0%, #3a0f2e 60%, #2a0a21 100%)`;

const Banner = styled.header`
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(18)};
  position: relative;
  overflow: hidden;
  background: linear-gradient(120deg, #ff5c9a 0%, #c13cff 100%);
  & > svg {
    position: absolute;
    top: ${px(-6)};
    right: ${px(-4)};
    opacity: 0.35;
  }
  box-shadow: 0 0 ${px(18)} rgba(255, 92, 154, 0.4);
  h1 {
    margin: 0;
    color: #fff;
    font-size: ${px(22)};
    font-weight: 900;
  }
  p {
    margin: ${px(2)} 0 0;
    color: #ffe6f2;
    font-size: ${px(13)};
    line-height: 1.45;
  }
`;

/** Two hearts, one in the other's shadow, at the banner's corner. */
function Hearts() {
  return (
    <svg viewBox="0 0 40 30" width={px(96)} height={px(72)} aria-hidden="true" focusable="false">
      <path d={HEART_PATH} fill="#fff" transform="translate(2 2) scale(1.3)" />
      <path d={HEART_PATH} fill="#ffd1e6" transform="translate(18 8) scale(0.9)" />
    </svg>
  );
}

const NoPartner = styled(Panel)`
  align-items: center;
  text-align: center;
  p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(14)};
    line-height: 1.55;
  }
  a {
    color: var(--color-accentStrong);
    font-weight: 800;
  }
`;

/**
 * The CP blind boxes: the CP series (one at a time: the server's sweetheart series) with my partner at the top. `together`: a box I open is both of ours (the
 * CP blind-box room). `gift`: I send boxes to my partner (the page's `extra`), and open the ones my partner sent me.
 * Without a partner the draws are replaced by where to find one.
 */
export function CpBoxes({
  mode,
  extra,
  collection,
}: Pick<BlindBoxScreenProps, 'extra' | 'collection'> & { mode: 'together' | 'gift' }) {
  const { t } = useTranslation('cpBlindbox');
  return (
    <BlindBoxScreen
      ns="cpBlindbox"
      collection={collection}
      art={CP_ART}
      game={GAMES.cpBox}
      look="love"
      theme={cpBoxTheme}
      title={t(mode === 'together' ? 'lottery:titles.cpRoom' : 'lottery:titles.cpBox')}
      backdrop={BACKDROP}
      hero={
        <>
          <Banner>
            <Hearts />
            <h1>{t(`cp.${mode}.title`)}</h1>
            <p>{t(`cp.${mode}.subtitle`)}</p>
          </Banner>
        </>
      }
      lead={({ state }) =>
        state.partner && (
          <PartnerBar partner={state.partner} selfName={t('partner.me')} line={t(`cp.${mode}.partnerLine`)} />
        )
      }
      blocked={(state) =>
        state.partner ? null : (
          <NoPartner aria-labelledby="cp-no-partner">
            <PanelTitle id="cp-no-partner">{t('cp.noPartner.title')}</PanelTitle>
            <p>{t('cp.noPartner.body')}</p>
            <Link to={CP_HALL_LINK}>{t('cp.noPartner.link')}</Link>
          </NoPartner>
        )
      }
      extra={extra}
      rules={[t(`cp.${mode}.rule`)]}
    />
  );
}
