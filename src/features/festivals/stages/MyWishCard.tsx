import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bridge } from '../../../platform/bridge/bridge';
import { Button } from '../../../ui/Button/Button';
import { Link } from '../../../ui/Link/Link';
import { focusRing, tapArea } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { showToast } from '../../../ui/Toast/toast';
import { Panel, PanelNote } from '../components/Panel';
import type { StageProps } from '../definition';
import { CAMPAIGN_PATHS } from '../paths';

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(10)};
`;

const Open = styled(Link)`
  ${tapArea(48)}
  display: grid;
  place-items: center;
  border-radius: ${px(999)};
  background: var(--color-accentGradient);
  color: #fff;
  font-weight: 800;
  text-decoration: none;
  &:focus-visible {
    ${focusRing(2)}
  }
`;

/** The address of a member's wish card (its `/{hash}` page). */
export const wishCardPath = (hash: string) => CAMPAIGN_PATHS.meteor.concat('/', hash);

/** The meteor campaign's own section: my wish card, to open and to share (its link copied through the app). */
export function MyWishCard({ festival, state }: StageProps) {
  const { t } = useTranslation(festival.ns);
  const hash = state.share_hash;
  return (
    <Panel title={t('wishCard.title')}>
      {hash ? (
        <>
          <PanelNote>{t('wishCard.ready')}</PanelNote>
          <Actions>
            <Open to={wishCardPath(hash)}>{t('wishCard.open')}</Open>
            <Button
              variant="secondary"
              onClick={() =>
                void bridge
                  .copyText(new URL(wishCardPath(hash), window.location.origin).href)
                  .then(() => showToast(t('wishCard.copied')))
              }
            >
              {t('wishCard.copy')}
            </Button>
          </Actions>
        </>
      ) : (
        <PanelNote>{t('wishCard.none')}</PanelNote>
      )}
    </Panel>
  );
}
