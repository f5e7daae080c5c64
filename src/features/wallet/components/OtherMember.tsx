import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';
import { MemberPicture } from './MemberPicture';
import { TextField } from '../../../ui/TextField/TextField';
import { type ChargeTarget, findChargeTarget, isUserNotFound, walletKeys } from '../api';
import { isPublicId, normalisePublicId } from '../model';

const Search = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: ${px(8)};
  & > button {
    margin-top: ${px(24)};
  }
`;

const Found = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(12)};
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(14)};
  background: linear-gradient(90deg, #eefaf3, #f7fdf9);
  box-shadow: inset 0 0 0 ${px(1.5)} #4cc38a;
`;

const Who = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(2)};
  min-width: 0;
  & strong {
    overflow: hidden;
    color: var(--color-text);
    font-size: ${px(16)};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & span {
    color: var(--color-textMuted);
    font-size: ${px(13)};
  }
  & em {
    color: #0a6b43;
    font-size: ${px(12)};
    font-style: normal;
    font-weight: 700;
  }
`;

/**
 * Another member by public id: the search answers with their avatar and nickname, so the payer sees who gets
 * the coins before paying; "not found" (and an id that cannot be one) says so under the field.
 */
export function OtherMember({
  target,
  onTarget,
}: {
  target: ChargeTarget | null;
  onTarget: (target: ChargeTarget | null) => void;
}) {
  const { t } = useTranslation('walletRecharge');
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const search = useQuery({
    queryKey: walletKeys.target(asked ?? ''),
    queryFn: ({ signal }) => findChargeTarget(asked!, signal),
    enabled: asked !== null,
    retry: false,
    staleTime: 60_000,
  });

  useEffect(() => {
    if (search.data && search.data.publicId === asked) onTarget(search.data);
  }, [search.data, asked, onTarget]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = normalisePublicId(typed);
    if (!isPublicId(id)) {
      setProblem(t('target.badId'));
      return;
    }
    setProblem(undefined);
    onTarget(null);
    setAsked(id);
  };

  const error = problem
    ? problem
    : search.isError && asked
      ? isUserNotFound(search.error)
        ? t('target.notFound', { id: asked })
        : t('target.searchFailed')
      : undefined;

  return target ? (
    <Found data-target={target.publicId}>
      <MemberPicture src={target.avatarUrl} size={48} />
      <Who>
        <strong>{target.nickname}</strong>
        <span>{t('target.id', { id: target.publicId })}</span>
        <em>{t('target.confirmed')}</em>
      </Who>
      <Button
        size="small"
        variant="ghost"
        onClick={() => {
          onTarget(null);
          setAsked(null);
        }}
      >
        {t('target.change')}
      </Button>
    </Found>
  ) : (
    <Search onSubmit={submit} noValidate>
      <TextField
        label={t('target.idLabel')}
        placeholder={t('target.idPlaceholder')}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setProblem(undefined);
          setAsked(null);
        }}
        inputMode="numeric"
        autoComplete="off"
        clearable
        error={error}
      />
      <Button type="submit" loading={search.isFetching}>
        {t('target.search')}
      </Button>
    </Search>
  );
}
