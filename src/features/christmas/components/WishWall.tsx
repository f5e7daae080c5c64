import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shortDateTimeFormat } from '../../../platform/i18n/dateFormat';
import { Button } from '../../../ui/Button/Button';
import { focusRing, tapArea } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { Wish } from '../contract';
import { WISH_MAX_CHARS, type WishProblem, wishLength } from '../model';
import { NightPanel } from './NightPanel';

export interface WishWallProps {
  /** The newest wishes; undefined while loading. */
  wishes: readonly Wish[] | undefined;
  failed?: boolean;
  onRetry?: () => void;
  draft: string;
  problem: WishProblem | null;
  posting: boolean;
  onEdit: (text: string) => void;
  onSend: () => void;
  onReport: (wish: Wish) => void;
  /** Instead of the form, outside the event's open days: why no wish can be hung now. */
  closedNote?: string | null;
}

const Heading = styled.h2`
  margin: 0;
  color: #ffe7a3;
  font-size: ${px(17)};
  font-weight: 800;
`;

const Compose = styled.form`
  display: flex;
  gap: ${px(8)};
  align-items: flex-start;
`;

const Field = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(4)};
  min-width: 0;
`;

const Input = styled.input<{ $invalid: boolean }>`
  height: ${px(44)};
  padding: 0 ${px(14)};
  border: 0;
  border-radius: ${px(22)};
  background: #fff;
  box-shadow: inset 0 0 0 ${px(2)} ${({ $invalid }) => ($invalid ? 'var(--color-danger)' : 'transparent')};
  color: #1d1b2e;
  font: inherit;
  font-size: ${px(15)};
  &::placeholder {
    color: #6b6880;
  }
  &:focus-visible {
    ${focusRing(2)}
  }
`;

const Counter = styled.span<{ $over: boolean }>`
  padding: 0 ${px(14)};
  color: ${({ $over }) => ($over ? '#ffb4c0' : 'var(--color-textMutedOnDark)')};
  font-size: ${px(12)};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${px(10)};
  align-items: center;
  padding: ${px(10)} ${px(6)} ${px(10)} ${px(10)};
  border-radius: ${px(14)};
  background: linear-gradient(100deg, rgba(200, 30, 60, 0.3), rgba(30, 120, 80, 0.22));
`;

/** Each writer's wish hangs from a bauble in their own colour, with their name's first letter. */
const BAUBLES = ['#e3304f', '#1f9d55', '#d4a017', '#2b6cb0', '#b83280'] as const;
const hueOf = (id: string) => BAUBLES[Array.from(id).reduce((sum, c) => sum + c.charCodeAt(0), 0) % BAUBLES.length]!;

const Bauble = styled.span<{ $hue: string }>`
  display: grid;
  place-items: center;
  width: ${px(36)};
  height: ${px(36)};
  border-radius: 50%;
  background: radial-gradient(circle at 35% 30%, rgba(255, 255, 255, 0.55) 0 ${px(4)}, transparent ${px(10)}), ${({ $hue }) => $hue};
  box-shadow: inset 0 ${px(-3)} ${px(6)} rgba(0, 0, 0, 0.25), 0 0 0 ${px(2)} rgba(255, 215, 120, 0.6);
  color: #fff;
  font-size: ${px(15)};
  font-weight: 800;
`;

const Words = styled.div`
  min-width: 0;
  & p {
    margin: ${px(2)} 0 0;
    color: #fff;
    font-size: ${px(15)};
    line-height: 1.4;
    overflow-wrap: anywhere;
  }
`;

const Who = styled.span`
  color: var(--color-textMutedOnDark);
  font-size: ${px(12)};
`;

const Report = styled.button`
  ${tapArea(36)}
  padding: ${px(6)} ${px(8)};
  border: 0;
  border-radius: ${px(12)};
  background: transparent;
  color: var(--color-textMutedOnDark);
  font: inherit;
  font-size: ${px(12)};
  cursor: pointer;
  &:focus-visible {
    ${focusRing(2)}
  }
`;

const Quiet = styled.p`
  margin: 0;
  padding: ${px(16)} 0;
  color: var(--color-textMutedOnDark);
  font-size: ${px(14)};
  text-align: center;
`;

/** Short wishes left on the tree, newest first, each reportable; a wish of mine is marked, not reportable. */
export function WishWall({
  wishes,
  failed,
  onRetry,
  draft,
  problem,
  posting,
  onEdit,
  onSend,
  onReport,
  closedNote = null,
}: WishWallProps) {
  const { t, i18n } = useTranslation('christmas');
  const when = shortDateTimeFormat(i18n.language);
  const hintId = useId();
  const length = wishLength(draft);
  const hint = problem ? t(`wishes.${problem}`, { max: WISH_MAX_CHARS }) : `${length}/${WISH_MAX_CHARS}`;
  return (
    <NightPanel aria-labelledby="christmas-wishes">
      <Heading id="christmas-wishes">{t('wishes.title')}</Heading>
      {closedNote !== null ? (
        <Quiet>{closedNote}</Quiet>
      ) : (
        <Compose
          onSubmit={(event) => {
            event.preventDefault();
            onSend();
          }}
        >
          <Field>
            <Input
              value={draft}
              onChange={(event) => onEdit(event.target.value)}
              placeholder={t('wishes.placeholder')}
              aria-label={t('wishes.label', { max: WISH_MAX_CHARS })}
              aria-describedby={hintId}
              aria-invalid={problem !== null}
              $invalid={problem !== null}
              enterKeyHint="send"
            />
            <Counter id={hintId} $over={problem !== null || length > WISH_MAX_CHARS} aria-live="polite">
              {hint}
            </Counter>
          </Field>
          <Button size="medium" type="submit" loading={posting}>
            {t('wishes.send')}
          </Button>
        </Compose>
      )}
      {wishes === undefined ? (
        failed ? (
          <Quiet>
            {t('wishes.failed')}{' '}
            <Report type="button" onClick={onRetry}>
              {t('wishes.retry')}
            </Report>
          </Quiet>
        ) : (
          <Loading role="status" aria-busy="true" aria-label={t('wishes.loading')}>
            <Skeleton $height={60} $radius={14} />
            <Skeleton $height={60} $radius={14} />
          </Loading>
        )
      ) : wishes.length === 0 ? (
        <Quiet>{t('wishes.none')}</Quiet>
      ) : (
        <List aria-label={t('wishes.title')}>
          {wishes.map((wish) => (
            <Item key={wish.wish_id} data-wish={wish.wish_id}>
              <Bauble aria-hidden="true" $hue={hueOf(wish.user_id)}>
                {Array.from(wish.nickname.trim())[0] ?? '★'}
              </Bauble>
              <Words>
                <Who>
                  {wish.mine ? t('wishes.me') : wish.nickname} · {when(wish.at)}
                </Who>
                <p>{wish.text}</p>
              </Words>
              {wish.mine ? (
                <span />
              ) : (
                <Report
                  type="button"
                  onClick={() => onReport(wish)}
                  aria-label={t('wishes.reportOf', { name: wish.nickname })}
                >
                  {t('wishes.report')}
                </Report>
              )}
            </Item>
          ))}
        </List>
      )}
    </NightPanel>
  );
}
