import { useTranslation } from 'react-i18next';
import { Tag } from '../../../ui/Tag/Tag';
import type { LetterStatus } from '../model';

const TONES = { reviewing: 'gold', rejected: 'neutral', delivered: 'success' } as const;

/** The server's screening of a letter I sent: under review, rejected, delivered. */
export function LetterStatusTag({ status }: { status: LetterStatus }) {
  const { t } = useTranslation('anonLetters');
  return (
    <Tag tone={TONES[status]} variant={status === 'rejected' ? 'outline' : 'solid'}>
      {t(`status.${status}`)}
    </Tag>
  );
}
