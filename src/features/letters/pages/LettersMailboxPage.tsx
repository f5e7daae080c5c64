import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type KeyboardEvent, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { mailboxQuery, type MailboxKind } from '../api';
import { LettersQuery, Stage } from '../components/LettersParts';
import { MailboxList } from '../components/MailboxList';
import { LETTER_WRITE_PATH, LETTERS_PATH } from '../paths';
import { lettersTheme } from '../theme';

const BOXES: readonly MailboxKind[] = ['received', 'sent', 'replies'];

/**
 * The three boxes as a segmented control on the night sea. Hand-written rather than ui/TabLayout: sharing TabLayout's
 * chunk with the rank boards split it and made their first visit heavier (docs/areas/letters.md).
 */
const Tabs = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${px(4)};
  padding: ${px(4)};
  border-radius: ${px(22)};
  background: #14244b;
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 201, 139, 0.25);
`;

const Tab = styled.button`
  min-height: ${px(40)};
  border: 0;
  border-radius: ${px(18)};
  background: transparent;
  color: #d3cce3;
  font: inherit;
  font-size: ${px(14)};
  font-weight: 700;
  cursor: pointer;
  &[aria-selected='true'] {
    background: linear-gradient(135deg, #ff9a7b 0%, #f0569a 100%);
    color: #fff;
  }
  &:focus-visible {
    ${focusRing(2)}
  }
`;

function Box({ box }: { box: MailboxKind }) {
  const { t } = useTranslation('anonLetters');
  const navigate = useNavigate();
  const mailbox = useQuery(mailboxQuery(box));
  return (
    <LettersQuery query={mailbox} loadingHeight={220}>
      {({ letters }) =>
        letters.length === 0 ? (
          <EmptyState
            kind="noRecords"
            message={t(`mailbox.empty.${box}`)}
            actionLabel={t(box === 'sent' ? 'home.write' : 'home.receive')}
            onAction={() => void navigate(box === 'sent' ? LETTER_WRITE_PATH : LETTERS_PATH)}
          />
        ) : (
          <MailboxList box={box} letters={letters} />
        )
      }
    </LettersQuery>
  );
}

/** `/h5/letters/mailbox?box=received|sent|replies`: the letters I fished, the ones I wrote, the conversations with replies. */
export default function LettersMailboxPage() {
  const { t } = useTranslation('anonLetters');
  const back = useBackOrClose();
  const [params, setParams] = useSearchParams();
  // A box the address names, else the first (an unknown one is not an error: the mailbox opens).
  const index = Math.max(0, BOXES.indexOf(params.get('box') as MailboxKind));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (at: number) => setParams({ box: BOXES[at]! }, { replace: true });
  // Arrow keys move between the boxes, as in any tab list.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + BOXES.length) % BOXES.length;
    choose(next);
    tabs.current[next]?.focus();
  };
  return (
    <Scaffold theme={lettersTheme} title={t('titles.mailbox')} onBack={back}>
      <Stage>
        <Tabs role="tablist" aria-label={t('mailbox.label')} onKeyDown={onKeyDown}>
          {BOXES.map((box, at) => (
            <Tab
              key={box}
              ref={(element) => {
                tabs.current[at] = element;
              }}
              id={`mailbox-tab-${box}`}
              type="button"
              role="tab"
              aria-selected={at === index}
              aria-controls="mailbox-panel"
              tabIndex={at === index ? 0 : -1}
              onClick={() => choose(at)}
            >
              {t(`mailbox.${box}`)}
            </Tab>
          ))}
        </Tabs>
        <div role="tabpanel" id="mailbox-panel" aria-labelledby={`mailbox-tab-${BOXES[index]}`}>
          <Box box={BOXES[index]!} />
        </div>
      </Stage>
    </Scaffold>
  );
}
