import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../../ui/px';
import type { VerificationState } from '../../verification';
import { IdCardArt } from './IdCardArt';

/* Deep rose to plum: white text keeps ≥ 4.5:1 on both ends (5.6 and 10.9). */
const Hero = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${px(6)};
  min-height: ${px(136)};
  padding: ${px(18)} ${px(10)} ${px(18)} ${px(18)};
  overflow: hidden;
  border-radius: ${px(20)};
  background:
    radial-gradient(circle at 88% 12%, rgba(255, 214, 150, 0.35) 0, transparent ${px(90)}),
    radial-gradient(circle at 8% 110%, rgba(255, 255, 255, 0.14) 0, transparent ${px(80)}),
    linear-gradient(135deg, #c81e4b 0%, #9c1c5a 55%, #6a1b63 100%);
  box-shadow: 0 ${px(10)} ${px(24)} rgba(156, 28, 90, 0.28);
  color: #ffffff;
`;

const Words = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(8)};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${px(21)};
    font-weight: 900;
    line-height: 1.25;
  }

  p {
    margin: 0;
    font-size: ${px(13)};
    line-height: 1.5;
  }
`;

const Pledge = styled.span`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${px(4)};
  padding: ${px(3)} ${px(9)} ${px(3)} ${px(6)};
  border-radius: ${px(999)};
  background: rgba(0, 0, 0, 0.22);
  font-size: ${px(12)};
  font-weight: 700;

  svg {
    width: ${px(14)};
    height: ${px(14)};
  }
`;

const Art = styled.div`
  flex: none;
  width: ${px(146)};

  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/** The page's top: what this is and why, an ID card with a shield in the state's colour. */
export function AuthHero({ state }: { state: VerificationState }) {
  const { t } = useTranslation('anchorAuth');
  return (
    <Hero aria-labelledby="auth-hero-title">
      <Words>
        <h2 id="auth-hero-title">{t('hero.title')}</h2>
        <p>{t('hero.subtitle')}</p>
        <Pledge>
          <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
            <rect x="3" y="7" width="10" height="7" rx="2" fill="currentColor" />
            <path d="M5.2 7V5.4a2.8 2.8 0 0 1 5.6 0V7" stroke="currentColor" strokeWidth="1.6" />
          </svg>
          {t('hero.badge')}
        </Pledge>
      </Words>
      <Art>
        <IdCardArt state={state} />
      </Art>
    </Hero>
  );
}
