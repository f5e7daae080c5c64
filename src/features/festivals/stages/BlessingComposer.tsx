import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError } from '../../../platform/http/errors';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';
import { countCharacters } from '../../../ui/TextArea/characterCount';
import { TextArea } from '../../../ui/TextArea/TextArea';
import { WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { type Blessing, FESTIVAL_STATUS, festivalKeys } from '../api';
import type { FestivalDefinition } from '../definition';
import { BLESSING_MAX, BLESSING_REWARD_DAYS, type BlessingSize, blessingProblem } from '../model';
import { blessScope, SIZE_LOOK } from './BlessingsWall';

const Compose = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  margin-bottom: ${px(14)};
`;

const Drawn = styled.p<{ $size: BlessingSize }>`
  margin: 0;
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(14)};
  background: ${({ $size }) => SIZE_LOOK[$size].ground};
  color: #2a1040;
  font-size: ${px(14)};
  font-weight: 800;
  line-height: 1.45;
  text-align: center;
  & span {
    display: block;
  }
`;

const check = (text: string) => blessingProblem(countCharacters(text.trim()));

/**
 * Writing a blessing: the text (2–60 characters, checked before sending), one keyed write (the key made when it is
 * sent; a double tap, a lost reply or a reload posts it once; no answer → unknown and the check), the server's refusal
 * of a second one today said in place, and the size the server drew once it is posted.
 */
export function BlessingComposer({
  festival: { festival, ns },
  onPosted,
}: {
  festival: FestivalDefinition;
  onPosted: () => void;
}) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [shown, setShown] = useState<Blessing | null>(null);
  const problem = draft ? check(draft) : null;
  const bless = useWriteIntent<{ text: string }, Blessing>({
    scope: blessScope(festival),
    send: async ({ text }, key, options) => (await import('../writes')).postBlessing(festival, text, key, options),
    restore: (raw) => {
      const text = (raw as { text?: unknown } | null)?.text;
      return typeof text === 'string' && check(text) === null ? { text } : null;
    },
    onRefused: (error) =>
      isApiError(error) && error.code === FESTIVAL_STATUS.blessedToday ? t('blessings.once') : undefined,
    onDone: (blessing) => {
      setDraft('');
      setShown(blessing);
      onPosted();
      queryClient.setQueryData<Blessing[]>(festivalKeys.blessings(festival, true), (old) => [
        blessing,
        ...(old ?? []).filter((item) => item.blessing_id !== blessing.blessing_id),
      ]);
    },
  });
  return (
    <Compose>
      <TextArea
        label={t('blessings.label')}
        limit={BLESSING_MAX}
        value={draft}
        onChange={(text) => {
          setDraft(text);
          setShown(null);
        }}
        placeholder={t('blessings.placeholder')}
        error={problem === 'tooLong' ? t('blessings.tooLong', { count: BLESSING_MAX }) : undefined}
        rows={3}
      />
      <WriteStatus write={bless} />
      {!bless.unknown && (
        <Button
          block
          loading={bless.busy}
          disabled={!draft || problem !== null}
          onClick={() => bless.run({ text: draft.trim() })}
        >
          {t('blessings.post')}
        </Button>
      )}
      {shown?.size && (
        <Drawn role="status" $size={shown.size}>
          <span>{t(`blessings.drawn.${shown.size}`, { count: BLESSING_REWARD_DAYS[shown.size] })}</span>
          {shown.state === 'pending' && <span>{t('blessings.review')}</span>}
        </Drawn>
      )}
    </Compose>
  );
}
