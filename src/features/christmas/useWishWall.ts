import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../platform/http/errors';
import { newRequestId } from '../../platform/http/requestId';
import { showAlert, showConfirm } from '../../ui/AlertDialog/dialogs';
import { showToast } from '../../ui/Toast/toast';
import { christmasKeys, postWish, refusalOf, reportWish, type Wish, wishesQuery } from './api';
import { checkWish, type Phase, refuseWish, type WishProblem } from './model';

/**
 * The wishes wall: the newest wishes, writing one (checked before sending; one key per wish, so a
 * double tap or a retry posts it once) and reporting one (it leaves my wall at once).
 */
export function useWishWall(phase: Phase | null, unlocked: boolean) {
  const { t } = useTranslation('christmas');
  const queryClient = useQueryClient();
  const wishes = useQuery(wishesQuery());
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<WishProblem | null>(null);
  /** The key of the wish being written: made at the first send, kept until it is posted. */
  const key = useRef<string | null>(null);

  // A plain request, not react-query's mutation: its observer's code would be the only use of it on the page's
  // first visit. A ref, so a second tap before the re-render sends nothing.
  const sending = useRef(false);
  const [posting, setPosting] = useState(false);
  const post = (text: string, requestId: string) => {
    sending.current = true;
    setPosting(true);
    postWish(text, requestId)
      .then(
        (wish) => {
          key.current = null;
          setDraft('');
          queryClient.setQueryData<Wish[]>(christmasKeys.wishes(), (current) => [wish, ...(current ?? [])]);
          showToast(t('wishes.posted'));
        },
        (error: unknown) => {
          const refusal = refusalOf(error);
          if (refusal) void showAlert({ message: t(`errors.${refusal}`), buttonText: t('errors.ok') });
          else showToast(serverMessage(error) ?? t('errors.retry')); // the draft and its key stay
        },
      )
      .finally(() => {
        sending.current = false;
        setPosting(false);
      });
  };

  return {
    wishes,
    draft,
    problem,
    posting,
    edit: (text: string) => {
      setDraft(text);
      setProblem(null);
      key.current = null; // another text is another wish
    },
    send: () => {
      if (sending.current) return;
      const refusal = phase ? refuseWish(phase, unlocked) : null;
      if (refusal) {
        void showAlert({ message: t(`errors.${refusal}`), buttonText: t('errors.ok') });
        return;
      }
      const found = checkWish(draft);
      setProblem(found);
      if (found) return;
      key.current ??= newRequestId();
      post(draft.trim(), key.current);
    },
    report: async (wish: Wish) => {
      const sure = await showConfirm({
        title: t('wishes.reportTitle'),
        message: t('wishes.reportBody', { name: wish.nickname }),
        confirmText: t('wishes.report'),
        cancelText: t('errors.later'),
        danger: true,
      });
      if (!sure) return;
      try {
        await reportWish(wish.wish_id);
        queryClient.setQueryData<Wish[]>(christmasKeys.wishes(), (current) =>
          current?.filter((item) => item.wish_id !== wish.wish_id),
        );
        showToast(t('wishes.reported'));
      } catch {
        showToast(t('errors.retry'));
      }
    },
  };
}

export type WishWallState = ReturnType<typeof useWishWall>;
