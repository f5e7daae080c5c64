import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { panelSurface } from '../../../ui/surfaces';
import { px } from '../../../ui/px';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(12)};
  margin: ${px(40)} ${px(24)};
  padding: ${px(28)} ${px(20)};
  border-radius: ${px(20)};
  background: var(--color-surface);
  ${panelSurface}
  text-align: center;
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: ${px(64)};
  height: ${px(64)};
  border-radius: 50%;
  background: var(--color-accentSoft);
  color: var(--color-accentStrong);
  font-size: ${px(22)};
  font-weight: 800;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${px(18)};
`;

const Body = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(14)};
  line-height: 1.6;
`;

/** What a minor sees instead of the game (spec §5): an explanation, never the game. */
export function MinorBanned() {
  const { t } = useTranslation('race');
  return (
    <Panel aria-labelledby="race-minor-title">
      <Badge aria-hidden="true">18+</Badge>
      <Title id="race-minor-title">{t('minor.title')}</Title>
      <Body>{t('minor.body')}</Body>
    </Panel>
  );
}
