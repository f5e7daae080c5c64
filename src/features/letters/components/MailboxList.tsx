import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shortDateTimeFormat } from '../../../platform/i18n/dateFormat';
import { focusRing } from '../../../ui/interaction';
import { Link } from '../../../ui/Link/Link';
import { px } from '../../../ui/px';
import type { Letter, MailboxKind } from '../contract';
import { excerpt } from '../model';
import { letterPath } from '../paths';
import { LetterStatusTag } from './LetterStatusTag';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(Link)`
  display: grid;
  grid-template-columns: ${px(40)} 1fr auto;
  align-items: center;
  gap: ${px(12)};
  min-height: ${px(64)};
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(16)};
  background: rgba(255, 255, 255, 0.07);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 201, 139, 0.18);
  color: inherit;
  text-decoration: none;
  &:focus-visible {
    ${focusRing(2)}
  }
`;

/** An envelope in the night's colours: sealed (something unread) or open. */
const Envelope = styled.span<{ $unread: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  width: ${px(40)};
  height: ${px(40)};
  border-radius: 50%;
  background: ${({ $unread }) => ($unread ? 'linear-gradient(135deg, #FF9A7B, #F0569A)' : 'rgba(255, 255, 255, 0.12)')};
  svg {
    width: ${px(22)};
  }
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${px(4)};
  min-width: 0;
  strong {
    overflow: hidden;
    color: var(--color-text);
    font-size: ${px(14)};
    font-weight: 600;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: var(--color-textMuted);
    font-size: ${px(12)};
    white-space: nowrap;
  }
`;

const Side = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${px(4)};
  color: #ffc98b;
  font-size: ${px(12)};
  font-weight: 700;
  white-space: nowrap;
`;

/** One box of the mailbox: each letter's first words, its time, its status (mine) and its unread replies. */
export function MailboxList({ box, letters }: { box: MailboxKind; letters: readonly Letter[] }) {
  const { t, i18n } = useTranslation('anonLetters');
  const time = shortDateTimeFormat(i18n.language);
  return (
    <List aria-label={t(`mailbox.${box}`)}>
      {letters.map((letter) => (
        <li key={letter.letter_id}>
          <Row to={letterPath(letter.letter_id)}>
            <Envelope $unread={letter.unread > 0} aria-hidden="true">
              <svg viewBox="0 0 24 24" fill="none">
                <rect x="3" y="6" width="18" height="13" rx="2" fill="#FFF3DD" />
                <path d="m3.5 7 8.5 6.5L20.5 7" stroke="#E07A5F" strokeWidth="1.8" strokeLinejoin="round" />
              </svg>
            </Envelope>
            <Words>
              <strong>{excerpt(letter.text)}</strong>
              <small>
                {letter.mine ? t('letter.mineShort') : t('letter.fromStrangerShort')} · {time(letter.sent_at)}
              </small>
            </Words>
            <Side>
              {letter.mine && <LetterStatusTag status={letter.status} />}
              {letter.unread > 0 ? (
                <span>{t('mailbox.unread', { count: letter.unread })}</span>
              ) : letter.reply_count > 0 ? (
                <span>{t('mailbox.replies', { count: letter.reply_count })}</span>
              ) : null}
            </Side>
          </Row>
        </li>
      ))}
    </List>
  );
}
