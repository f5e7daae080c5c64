import { useTranslation } from 'react-i18next';
import { Link } from '../../../../ui/Link/Link';
import styled from 'styled-components';
import { STREAK_DAYS } from '../../../../platform/earnings/earnings';
import { focusRing, pressedScale, pressedTint } from '../../../../ui/interaction';
import { px } from '../../../../ui/px';
import { WithdrawArt } from './QaArt';

/** The wallet's withdrawal page: a path, not an import (features never import each other). */
export const WITHDRAW_PAGE = '/h5/withdraw';

const Card = styled.section`
  position: relative;
  display: grid;
  grid-template-columns: 1fr ${px(84)};
  gap: ${px(4)} ${px(8)};
  padding: ${px(16)} ${px(14)} ${px(16)} ${px(18)};
  overflow: hidden;
  border-radius: ${px(18)};
  background:
    radial-gradient(120% 90% at 100% 0%, rgba(255, 211, 107, 0.4) 0%, transparent 60%),
    linear-gradient(135deg, #3a1d6e 0%, #6b2fb3 60%, #a04fd1 100%);
  color: #fff;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${px(18)};
  font-weight: 900;
  letter-spacing: 0.04em;
`;

const Rule = styled.p`
  margin: 0;
  color: #ffe08a;
  font-size: ${px(14)};
  font-weight: 700;
`;

const Note = styled.p`
  margin: 0;
  color: #f1e8ff;
  font-size: ${px(12)};
  line-height: 1.5;
`;

const Days = styled.ol`
  display: flex;
  gap: ${px(5)};
  margin: ${px(6)} 0 ${px(2)};
  padding: 0;
  list-style: none;

  li {
    width: ${px(14)};
    height: ${px(14)};
    border-radius: 50%;
    background: linear-gradient(135deg, #ffe7a3, #f6c453);
    box-shadow: 0 0 0 ${px(2)} rgba(255, 255, 255, 0.22);
  }
  li:last-child {
    background: linear-gradient(135deg, #fff, #ffd166);
    box-shadow: 0 0 0 ${px(2)} #fff;
  }
`;

const Art = styled.div`
  grid-row: 1 / span 5;
  grid-column: 2;
  align-self: center;
  height: ${px(72)};
`;

const Go = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${px(4)};
  height: ${px(36)};
  margin-top: ${px(8)};
  padding: 0 ${px(16)};
  border-radius: 999px;
  background: linear-gradient(90deg, #ffe7a3, #f6c453);
  color: #4a2600;
  font-size: ${px(14)};
  font-weight: 800;
  text-decoration: none;
  transition: transform var(--motion-scale-in) ease;

  &:active {
    transform: ${pressedScale(0.96)};
    filter: ${pressedTint};
  }
  &:focus-visible {
    ${focusRing()}
  }
`;

/** `/h5/new/question`'s first card: the withdrawal rule in one line and the way to the withdrawal page. */
export function WithdrawShortcut() {
  const { t } = useTranslation('anchorQa');
  return (
    <Card aria-labelledby="qa-withdraw-title">
      <Title id="qa-withdraw-title">{t('shortcut.title')}</Title>
      <Rule>{t('shortcut.rule', { days: STREAK_DAYS })}</Rule>
      <Days aria-hidden="true">
        {Array.from({ length: STREAK_DAYS }, (_, day) => (
          <li key={day} />
        ))}
      </Days>
      <Note>{t('shortcut.guild')}</Note>
      <Go to={WITHDRAW_PAGE}>
        {t('shortcut.action')}
        <svg viewBox="0 0 12 12" style={{ width: px(12), height: px(12) }} aria-hidden="true">
          <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Go>
      <Art>
        <WithdrawArt />
      </Art>
    </Card>
  );
}
