import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bridge } from '../../../platform/bridge/bridge';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';
import { MemberPicture } from './MemberPicture';
import { showToast } from '../../../ui/Toast/toast';
import type { Agent } from '../api';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  overflow: hidden;
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: inset 0 0 0 ${px(1)} var(--color-line);
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${px(12)};
  padding: ${px(12)} ${px(14)};
  & + & {
    border-top: ${px(1)} solid var(--color-line);
  }
`;

const Who = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(2)};
  min-width: 0;
`;

const Name = styled.span`
  display: flex;
  align-items: center;
  gap: ${px(6)};
  color: var(--color-text);
  font-size: ${px(15)};
  font-weight: 700;
`;

const Official = styled.span`
  padding: 0 ${px(5)};
  border-radius: ${px(4)};
  background: #fff1cc;
  color: #7a4b00;
  font-size: ${px(10)};
  font-weight: 800;
  line-height: ${px(16)};
`;

const Contact = styled.span`
  overflow: hidden;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Hours = styled.span<{ $online: boolean }>`
  color: ${({ $online }) => ($online ? '#0a7a4f' : 'var(--color-textMuted)')};
  font-size: ${px(12)};
`;

const Intro = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.5;
`;

/**
 * The official manual top-up agents: who, how to reach them (their id in a chat app) and when. Copy puts the
 * id on the clipboard through the app (`copy`), so the member pastes it into that app.
 */
export function AgentList({ agents }: { agents: Agent[] }) {
  const { t } = useTranslation('walletRecharge');
  const copy = (agent: Agent) => {
    bridge.copyText(agent.contactId).then(
      () => showToast(t('agents.copied', { id: agent.contactId })),
      () => showToast(t('agents.copyFailed')),
    );
  };
  return (
    <>
      <Intro>{t('agents.intro')}</Intro>
      <List aria-label={t('agents.title')}>
        {agents.map((agent) => {
          const app = agent.contactKind ? t(`agents.apps.${agent.contactKind}`) : t('agents.apps.other');
          return (
            <Row key={agent.id} data-agent={agent.id}>
              <MemberPicture src={agent.avatarUrl} size={44} online={agent.online} />
              <Who>
                <Name>
                  {agent.name}
                  <Official>{t('agents.official')}</Official>
                </Name>
                <Contact>{t('agents.contact', { app, id: agent.contactId })}</Contact>
                <Hours $online={agent.online}>
                  {t(agent.online ? 'agents.online' : 'agents.offline')}
                  {agent.hours && ` · ${t('agents.hours', { hours: agent.hours })}`}
                </Hours>
              </Who>
              <Button
                size="small"
                variant="secondary"
                aria-label={t('agents.copyLabel', { name: agent.name, app })}
                onClick={() => copy(agent)}
              >
                {t('agents.copy')}
              </Button>
            </Row>
          );
        })}
      </List>
    </>
  );
}
