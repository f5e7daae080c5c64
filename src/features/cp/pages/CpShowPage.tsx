import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { appNow } from '../../../platform/clock/clock';
import { rechargeCoins } from '../../../platform/bridge/openInApp';
import { dateFormat } from '../../../platform/i18n/dateFormat';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { showConfirm } from '../../../ui/AlertDialog/dialogs';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Modal, ModalMessage } from '../../../ui/Modal/Modal';
import { ProgressBar } from '../../../ui/ProgressBar/ProgressBar';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Tag } from '../../../ui/Tag/Tag';
import { UnknownOutcome, WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import {
  cpKeys,
  cpShowQuery,
  isCpId,
  isNotEnoughCoins,
  isUnknownCouple,
  sendConfession,
  type CpCouple,
  type CpForming,
  type CpShow,
} from '../api';
import { CoupleHero } from '../components/CoupleHero';
import { CpQuery, Panel, Stage } from '../components/CpParts';
import {
  boardCpValue,
  CONFESSION_GIFT_COINS,
  CP_TIER_MULTIPLIER,
  cpConditions,
  daysTogether,
  formingProgress,
  MESSAGES_NEEDED,
  ROUNDS_NEEDED,
} from '../model';
import { cpAnnouncePath } from '../paths';
import { cpTheme } from '../theme';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(10)};
  margin: 0;
  div {
    padding: ${px(12)};
    border-radius: ${px(14)};
    background: rgba(255, 255, 255, 0.07);
  }
  dt {
    color: var(--color-textMuted);
    font-size: ${px(12)};
  }
  dd {
    margin: ${px(4)} 0 0;
    color: #ffe3ee;
    font-size: ${px(20)};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  text-align: center;
`;

const Centered = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${px(8)};
`;

const Gifts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${px(6)} ${px(12)};
    border-radius: ${px(14)};
    background: rgba(255, 111, 165, 0.18);
    color: #ffe3ee;
    font-size: ${px(13)};
  }
`;

const Checks = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${px(6)};
    padding: ${px(10)};
    border-radius: ${px(12)};
    background: rgba(255, 255, 255, 0.06);
    color: var(--color-textMuted);
    font-size: ${px(13)};
  }
  li[data-done='true'] {
    background: rgba(255, 111, 165, 0.2);
    color: #ffe3ee;
  }
`;

function Check({ done, label }: { done: boolean; label: string }) {
  return (
    <li data-done={done}>
      <span aria-hidden="true">{done ? '💗' : '🤍'}</span>
      {label}
    </li>
  );
}

function Couple({ couple }: { couple: CpCouple }) {
  const { t, i18n } = useTranslation('cp');
  const navigate = useNavigate();
  const n = (value: number) => formatNumber(i18n.language, value);
  const date = dateFormat(i18n.language, { year: 'numeric', month: '2-digit', day: '2-digit' });
  const [first, second] = couple.partners;
  return (
    <>
      <CoupleHero
        people={couple.partners}
        formed
        captions={[
          couple.mine ? t('hero.me') : first.anchor ? t('hero.anchor') : '',
          second.anchor ? t('hero.anchor') : '',
        ]}
      />
      <Centered>
        {couple.tier !== 'none' && (
          <Tag tone="gold" size="medium">
            {t(`tier.${couple.tier}`, { multiplier: CP_TIER_MULTIPLIER[couple.tier] })}
          </Tag>
        )}
        {couple.announced_at !== null && (
          <Tag tone="accent" size="medium">
            {t('show.announcedOn', { date: date(couple.announced_at) })}
          </Tag>
        )}
      </Centered>
      <Stats>
        <div>
          <dt>{t('show.cpValue')}</dt>
          <dd>{n(couple.cp_value)}</dd>
        </div>
        <div>
          <dt>{t('show.boardValue')}</dt>
          <dd>{n(boardCpValue(couple.cp_value, couple.tier))}</dd>
        </div>
        <div>
          <dt>{t('show.loveValue')}</dt>
          <dd>{n(couple.love_value)}</dd>
        </div>
        <div>
          <dt>{t('show.together')}</dt>
          <dd>{t('show.days', { count: daysTogether(couple.formed_at, appNow()) })}</dd>
        </div>
      </Stats>
      {couple.gifts.length > 0 && (
        <Panel aria-labelledby="cp-gifts">
          <h2 id="cp-gifts">{t('show.gifts')}</h2>
          <Gifts>
            {couple.gifts.map((gift) => (
              <li key={gift.gift_id}>{t('show.gift', { name: gift.name, count: gift.count })}</li>
            ))}
          </Gifts>
        </Panel>
      )}
      {couple.mine && couple.announced_at === null && (
        <Button block onClick={() => void navigate(cpAnnouncePath(couple.cp_id))}>
          {t('show.announce')}
        </Button>
      )}
    </>
  );
}

function Forming({ forming, coins }: { forming: CpForming; coins: number }) {
  const { t, i18n } = useTranslation('cp');
  const queryClient = useQueryClient();
  const n = (value: number) => formatNumber(i18n.language, value);
  const conditions = cpConditions(forming);
  const offerRecharge = () =>
    void showConfirm({
      message: t('forming.notEnoughCoins'),
      confirmText: t('forming.recharge'),
      cancelText: t('forming.later'),
    }).then((recharge) => {
      if (recharge) rechargeCoins(t('common:bridge.notInApp'));
    });
  // The gift costs 999 coins: one gift per confirm (its key is made when the confirm opens).
  const confess = useWriteIntent<Record<string, never>, CpShow>({
    scope: 'cp:confess',
    send: (_nothing, key, options) => sendConfession(key, options),
    restore: (raw) => (typeof raw === 'object' && raw !== null ? {} : null),
    onDone: (next) => {
      confess.close();
      queryClient.setQueryData(cpKeys.show(''), next);
    },
    onRefused: (error) => {
      if (!isNotEnoughCoins(error)) return false;
      confess.close();
      offerRecharge();
      return true;
    },
  });
  const me = { public_id: '', nickname: t('hero.me'), avatar: '', anchor: false };
  const progress = formingProgress(forming);
  return (
    <>
      <CoupleHero
        people={[me, forming.partner]}
        formed={false}
        progress={progress}
        captions={['', forming.partner.anchor ? t('hero.anchor') : '']}
      />
      <Panel aria-labelledby="cp-confession">
        <h2 id="cp-confession">
          {t('forming.confessionTitle')}
          <Tag tone={conditions.confessed ? 'success' : 'neutral'}>
            {t(conditions.confessed ? 'forming.done' : 'forming.notYet')}
          </Tag>
        </h2>
        <p>{t('forming.confessionBody', { coins: n(CONFESSION_GIFT_COINS) })}</p>
        <Checks>
          <Check done={forming.confession.mine} label={t('forming.mine')} />
          <Check done={forming.confession.partner} label={t('forming.partner', { name: forming.partner.nickname })} />
        </Checks>
        {confess.unknown && !confess.intent?.open && (
          <UnknownOutcome checking={confess.busy} onCheck={confess.submit} />
        )}
        {!forming.confession.mine && !confess.unknown && (
          <Button block onClick={() => (coins < CONFESSION_GIFT_COINS ? offerRecharge() : confess.open({}))}>
            {t('forming.give', { coins: n(CONFESSION_GIFT_COINS) })}
          </Button>
        )}
      </Panel>
      <Panel aria-labelledby="cp-talk">
        <h2 id="cp-talk">
          {t('forming.talkTitle')}
          <Tag tone={conditions.talked ? 'success' : 'neutral'}>
            {t(conditions.talked ? 'forming.done' : 'forming.notYet')}
          </Tag>
        </h2>
        <ProgressBar
          value={conditions.rounds}
          max={ROUNDS_NEEDED}
          label={t('forming.rounds', { rounds: conditions.rounds, needed: ROUNDS_NEEDED })}
          showValue
        />
        <p>{t('forming.talkBody', { rounds: ROUNDS_NEEDED, messages: MESSAGES_NEEDED })}</p>
        <p>
          {t('forming.messages', {
            mine: forming.messages.mine,
            partner: forming.messages.partner,
            name: forming.partner.nickname,
          })}
        </p>
      </Panel>
      <Note>{t('forming.auto')}</Note>
      <Modal
        open={confess.intent?.open === true}
        title={t('forming.confirmTitle')}
        onClose={confess.close}
        actions={
          confess.unknown ? undefined : (
            <>
              <Button variant="secondary" onClick={confess.close}>
                {t('forming.cancel')}
              </Button>
              <Button loading={confess.busy} onClick={confess.submit}>
                {t('forming.confirm')}
              </Button>
            </>
          )
        }
      >
        <ModalMessage>
          {t('forming.confirmBody', {
            name: forming.partner.nickname,
            coins: n(CONFESSION_GIFT_COINS),
            balance: n(coins),
          })}
        </ModalMessage>
        <WriteStatus write={confess} />
      </Modal>
    </>
  );
}

/** `/h5/cp/show` (`?cp_id=`, else mine): a couple's page, or the way to forming a pair, or how pairs form. */
export default function CpShowPage() {
  const { t } = useTranslation('cp');
  const back = useBackOrClose();
  const [params] = useSearchParams();
  const raw = params.get('cp_id') ?? '';
  const cpId = isCpId(raw) ? raw : '';
  const show = useQuery({ ...cpShowQuery(cpId), enabled: raw === cpId });
  const missing = raw !== cpId || (show.isError && isUnknownCouple(show.error));
  return (
    <Scaffold theme={cpTheme} title={t('titles.show')} onBack={back}>
      <Stage>
        {missing ? (
          <EmptyState kind="notFound" message={t('show.notFound')} />
        ) : (
          <CpQuery query={show}>
            {(data) =>
              data.couple ? (
                <Couple couple={data.couple} />
              ) : data.forming ? (
                <Forming forming={data.forming} coins={data.coins} />
              ) : (
                <EmptyState message={t('show.none', { coins: CONFESSION_GIFT_COINS, rounds: ROUNDS_NEEDED })} />
              )
            }
          </CpQuery>
        )}
      </Stage>
    </Scaffold>
  );
}
