import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shortDateTimeFormat } from '../../../platform/i18n/dateFormat';
import { px } from '../../../ui/px';
import type { LetterReplyItem } from '../contract';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: ${px(4)};
  small {
    color: var(--color-textMuted);
    font-size: ${px(11)};
  }
  p {
    max-width: 82%;
    margin: 0;
    padding: ${px(10)} ${px(14)};
    border-radius: ${({ $mine }) => ($mine ? `${px(18)} ${px(4)} ${px(18)} ${px(18)}` : `${px(4)} ${px(18)} ${px(18)} ${px(18)}`)};
    background: ${({ $mine }) => ($mine ? 'linear-gradient(135deg, #FF9A7B 0%, #F0569A 100%)' : '#FFF6E8')};
    color: ${({ $mine }) => ($mine ? '#FFFFFF' : '#3B2A22')};
    font-size: ${px(14)};
    line-height: 1.6;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** The conversation under a letter: mine on the right in coral, the stranger's on the left on paper — no names. */
export function ReplyList({ replies }: { replies: readonly LetterReplyItem[] }) {
  const { t, i18n } = useTranslation('anonLetters');
  const time = shortDateTimeFormat(i18n.language);
  return (
    <List aria-label={t('letter.replies')}>
      {replies.map((reply) => (
        <Item key={reply.reply_id} $mine={reply.mine}>
          <small>
            {reply.mine ? t('letter.me') : t('letter.stranger')} · {time(reply.at)}
          </small>
          <p>{reply.text}</p>
        </Item>
      ))}
    </List>
  );
}
