import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { dateFormat } from '../../../platform/i18n/dateFormat';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Modal, ModalMessage } from '../../../ui/Modal/Modal';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { UnknownOutcome, WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { MATCHMAKER_PER_ANNOUNCED_PAIR } from '../../../platform/social/cpValues';
import { confirmAnnouncement, cpAnnounceQuery, cpKeys, isCpId, isUnknownCouple, type CpAnnounce } from '../api';
import { CoupleHero } from '../components/CoupleHero';
import { CpQuery, Panel, Stage } from '../components/CpParts';
import { announceStage } from '../model';
import { cpTheme } from '../theme';

const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  margin: 0;
  padding-left: ${px(18)};
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.6;
`;

/** The consequence for an anchor (spec §6), said before anyone confirms: amber on the night, not a footnote. */
const Warning = styled.p`
  margin: 0;
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(14)};
  background: rgba(255, 196, 83, 0.16);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 196, 83, 0.5);
  color: #ffe7b0;
  font-size: ${px(13)};
  line-height: 1.6;
`;

const Sides = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${px(10)};
    border-radius: ${px(12)};
    background: rgba(255, 255, 255, 0.06);
    color: var(--color-textMuted);
    font-size: ${px(13)};
    text-align: center;
  }
  li[data-done='true'] {
    background: rgba(255, 111, 165, 0.22);
    color: #ffe3ee;
  }
`;

const Waiting = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  text-align: center;
`;

const Announced = styled.p`
  margin: 0;
  color: #ffc7dd;
  font-size: ${px(20)};
  font-weight: 900;
  text-align: center;
`;

function Announcing({ data }: { data: CpAnnounce }) {
  const { t, i18n } = useTranslation('cp');
  const queryClient = useQueryClient();
  const date = dateFormat(i18n.language, { year: 'numeric', month: '2-digit', day: '2-digit' });
  const { couple, confirmed } = data;
  const stage = announceStage(confirmed.mine, confirmed.partner, couple.announced_at);
  const anchors = couple.partners.filter((person) => person.anchor);
  // Announcing cannot be undone: one confirmation per confirm step, with the key made when it opens.
  const confirm = useWriteIntent<Record<string, never>, CpAnnounce>({
    scope: `cp:announce:${couple.cp_id}`,
    send: (_nothing, key, options) => confirmAnnouncement(couple.cp_id, key, options),
    restore: (raw) => (typeof raw === 'object' && raw !== null ? {} : null),
    onDone: (next) => {
      confirm.close();
      queryClient.setQueryData(cpKeys.announce(couple.cp_id), next);
      void queryClient.invalidateQueries({ queryKey: ['cp', 'show'] });
    },
  });
  const anchorWarning =
    anchors.length > 0
      ? t('announce.anchorWarning', { names: anchors.map((person) => person.nickname).join('、') })
      : null;

  return (
    <>
      <CoupleHero
        people={couple.partners}
        formed
        captions={[t('hero.me'), couple.partners[1].anchor ? t('hero.anchor') : '']}
      />
      {stage === 'announced' ? (
        <Panel aria-live="polite">
          <Announced>{t('announce.done')}</Announced>
          {couple.announced_at !== null && <p>{t('announce.doneOn', { date: date(couple.announced_at) })}</p>}
        </Panel>
      ) : (
        <Panel aria-labelledby="cp-announce-what">
          <h2 id="cp-announce-what">{t('announce.whatTitle')}</h2>
          <Points>
            <li>{t('announce.hall')}</li>
            <li>{t('announce.matchmaker', { value: formatNumber(i18n.language, MATCHMAKER_PER_ANNOUNCED_PAIR) })}</li>
            <li>{t('announce.both')}</li>
          </Points>
          {anchorWarning && <Warning role="note">{anchorWarning}</Warning>}
        </Panel>
      )}
      <Sides aria-label={t('announce.sides')}>
        <li data-done={confirmed.mine}>{t(confirmed.mine ? 'announce.mineDone' : 'announce.mineNot')}</li>
        <li data-done={confirmed.partner}>
          {t(confirmed.partner ? 'announce.partnerDone' : 'announce.partnerNot', { name: couple.partners[1].nickname })}
        </li>
      </Sides>
      {confirm.unknown && !confirm.intent?.open && <UnknownOutcome checking={confirm.busy} onCheck={confirm.submit} />}
      {stage === 'waitingForPartner' && (
        <Waiting role="status">{t('announce.waiting', { name: couple.partners[1].nickname })}</Waiting>
      )}
      {(stage === 'open' || stage === 'waitingForMe') && !confirm.unknown && (
        <Button block onClick={() => confirm.open({})}>
          {t('announce.action')}
        </Button>
      )}
      <Modal
        open={confirm.intent?.open === true}
        title={t('announce.confirmTitle')}
        onClose={confirm.close}
        actions={
          confirm.unknown ? undefined : (
            <>
              <Button variant="secondary" onClick={confirm.close}>
                {t('announce.cancel')}
              </Button>
              <Button loading={confirm.busy} onClick={confirm.submit}>
                {t('announce.confirm')}
              </Button>
            </>
          )
        }
      >
        <ModalMessage>{t('announce.confirmBody')}</ModalMessage>
        {anchorWarning && <Warning>{anchorWarning}</Warning>}
        <WriteStatus write={confirm} />
      </Modal>
    </>
  );
}

/** `/h5/cp/announce?cp_id=`: announcing our pair — both confirm, the server records it; an anchor's consequence first. */
export default function CpAnnouncePage() {
  const { t } = useTranslation('cp');
  const back = useBackOrClose();
  const [params] = useSearchParams();
  const raw = params.get('cp_id') ?? '';
  const cpId = isCpId(raw) ? raw : '';
  const announce = useQuery({ ...cpAnnounceQuery(cpId), enabled: cpId !== '' });
  const missing = cpId === '' || (announce.isError && isUnknownCouple(announce.error));
  return (
    <Scaffold theme={cpTheme} title={t('titles.announce')} onBack={back}>
      <Stage>
        {missing ? (
          <EmptyState kind="notFound" message={t('show.notFound')} />
        ) : (
          <CpQuery query={announce}>{(data) => <Announcing data={data} />}</CpQuery>
        )}
      </Stage>
    </Scaffold>
  );
}
