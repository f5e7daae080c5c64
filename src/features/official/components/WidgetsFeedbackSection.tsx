import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showAlert, showConfirm } from '../../../ui/AlertDialog/dialogs';
import { BottomSheet } from '../../../ui/BottomSheet/BottomSheet';
import { Button } from '../../../ui/Button/Button';
import { EmptyStateView as EmptyState } from '../../../ui/EmptyState/EmptyStateView';
import { px } from '../../../ui/px';
import { RuleList } from '../../../ui/RuleList/RuleList';
import { Section } from '../../../ui/Section/Section';
import { showToast } from '../../../ui/Toast/toast';

// Its own copy of the page's two layout blocks: sharing them would make the page's chunk export them to
// this lazy one, while it must stay a plain module with a default export (e2e/shell.spec.ts swaps it).
const Stack = styled.div`
  display: grid;
  gap: ${px(14)};
  padding: ${px(16)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${px(10)};
`;

/** The widgets page's dialogs, toast, sheet and empty state (loaded when scrolled near). */
export default function WidgetsFeedbackSection() {
  const { t } = useTranslation('demo');
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <>
      <Section title={t('widgets.feedback')}>
        <Stack>
          <Row>
            <Button
              size="small"
              onClick={() => void showAlert({ title: t('overlays.alertTitle'), message: t('overlays.alertMessage') })}
            >
              {t('overlays.showAlert')}
            </Button>
            <Button
              size="small"
              variant="secondary"
              onClick={() =>
                void showConfirm({ message: t('overlays.confirmMessage') }).then((confirmed) =>
                  showToast(confirmed ? t('overlays.toast') : t('cancel')),
                )
              }
            >
              {t('overlays.showConfirm')}
            </Button>
            <Button size="small" variant="ghost" onClick={() => showToast(t('overlays.toastReplaced'))}>
              {t('overlays.showToast')}
            </Button>
            <Button size="small" variant="ghost" onClick={() => setSheetOpen(true)}>
              {t('overlays.sheetTitle')}
            </Button>
          </Row>
          <EmptyState compact />
        </Stack>
      </Section>

      <BottomSheet
        open={sheetOpen}
        title={t('overlays.sheetTitle')}
        onClose={() => setSheetOpen(false)}
        footer={
          <Button block size="large" onClick={() => setSheetOpen(false)}>
            {t('buy')}
          </Button>
        }
      >
        <RuleList rules={[t('overlays.option1'), t('overlays.option2'), t('overlays.option3')]} />
      </BottomSheet>
    </>
  );
}
