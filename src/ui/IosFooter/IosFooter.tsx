import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useClientEnv } from '../../platform/env/useClientEnv';
import { px } from '../px';

export interface IosFooterProps {
  /** Class name for layout. */
  className?: string;
}

const Footer = styled.footer`
  padding: ${px(16)} ${px(24)} calc(${px(16)} + var(--safe-bottom));
  text-align: center;
`;

const Statement = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(11)};
  line-height: 1.6;
`;

/**
 * The App Store disclaimer under campaign pages: the activity is unrelated to the
 * platform vendor (Apple) and the company keeps the final interpretation. Renders
 * only on iOS; nothing on Android or in a plain browser.
 */
export function IosFooter({ className }: IosFooterProps) {
  const { platform } = useClientEnv();
  const { t } = useTranslation('ui');
  if (platform !== 'ios') return null;
  return (
    <Footer className={className} data-testid="ios-footer">
      <Statement>{t('iosFooter.statement')}</Statement>
    </Footer>
  );
}
