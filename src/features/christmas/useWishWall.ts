import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

  const post = useMutation({
    mutationFn: (variables: { text: string; requestId: string }) => postWish(variables.text, variables.requestId),
    onSuccess: (wish) => {
      key.current = null;
      setDraft('');
      queryClient.setQueryData<Wish[]>(christmasKeys.wishes(), (current) => [wish, ...(current ?? [])]);
      showToast(t('wishes.posted'));
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      if (refusal) void showAlert({ message: t(`errors.${refusal}`), buttonText: t('errors.ok') });
      else showToast(serverMessage(error) ?? t('errors.retry')); // the draft and its key stay
    },
  });

  return {
    wishes,
    draft,
    problem,
    posting: post.isPending,
    edit: (text: string) => {
      setDraft(text);
      setProblem(null);
      key.current = null; // another text is another wish
    },
    send: () => {
      if (post.isPending) return;
      const refusal = phase ? refuseWish(phase, unlocked) : null;
      if (refusal) {
        void showAlert({ message: t(`errors.${refusal}`), buttonText: t('errors.ok') });
        return;
      }
      const found = checkWish(draft);
      setProblem(found);
      if (found) return;
      key.current ??= newRequestId();
      post.mutate({ text: draft.trim(), requestId: key.current });
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
