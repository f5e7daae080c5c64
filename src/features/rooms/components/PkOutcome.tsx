import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { CrownIcon } from '../../../ui/icons/CrownIcon';
import { px } from '../../../ui/px';
import type { PkResult, RoomPk } from '../contract';
import { otherSide, type PkOutcome, pkOutcome } from '../model';
import { Panel } from './RoomPkParts';

const Terms = styled.dl`
  display: grid;
  gap: ${px(8)};
  margin: 0;
  div {
    display: grid;
    gap: ${px(2)};
    padding: ${px(8)} ${px(10)};
    border-radius: ${px(12)};
    background: rgba(0, 0, 0, 0.22);
  }
  dt {
    color: var(--color-textMuted);
    font-size: ${px(12)};
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: #fff;
    font-size: ${px(14)};
    font-weight: 600;
    line-height: 1.45;
    overflow-wrap: anywhere;
  }
  div[data-term='punishment'] dt {
    color: #ff8fa0;
  }
  div[data-term='reward'] dt {
    color: #ffe29a;
  }
`;

/** What is at stake while the PK is on: the loser's punishment and the winner's reward, as the server names them. */
export function PkStakes({ pk }: { pk: Pick<RoomPk, 'punishment' | 'reward'> }) {
  const { t } = useTranslation('roomPk');
  if (!pk.punishment && !pk.reward) return null;
  return (
    <Panel aria-labelledby="room-pk-stakes">
      <h2 id="room-pk-stakes">{t('stakes.title')}</h2>
      <Terms>
        {pk.punishment && (
          <div data-term="punishment">
            <dt>{t('stakes.punishment')}</dt>
            <dd>{pk.punishment}</dd>
          </div>
        )}
        {pk.reward && (
          <div data-term="reward">
            <dt>{t('stakes.reward')}</dt>
            <dd>{pk.reward}</dd>
          </div>
        )}
      </Terms>
    </Panel>
  );
}

const Card = styled.section<{ $outcome: PkOutcome }>`
  position: relative;
  display: grid;
  gap: ${px(10)};
  padding: ${px(16)} ${px(14)};
  overflow: hidden;
  border-radius: ${px(20)};
  text-align: center;
  h2 {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${px(6)};
    margin: 0;
    font-size: ${px(24)};
    font-weight: 900;
    letter-spacing: 0.02em;
  }
  p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.5;
  }
  dl {
    text-align: left;
  }
  ${({ $outcome }) =>
    $outcome === 'lose'
      ? css`
          background: linear-gradient(180deg, #2a2747 0%, #1c1934 100%);
          box-shadow: inset 0 0 0 ${px(1)} rgba(180, 190, 230, 0.3);
          h2 {
            color: #c9d2f0;
          }
        `
      : $outcome === 'draw'
        ? css`
            background: linear-gradient(180deg, #34315a 0%, #221d44 100%);
            box-shadow: inset 0 0 0 ${px(1.5)} rgba(230, 236, 248, 0.55);
            h2 {
              color: #f2f5fb;
            }
          `
        : css`
            /* A win: light rays behind a gold title. */
            background:
              repeating-conic-gradient(from 0deg at 50% 0%, rgba(255, 214, 107, 0.16) 0deg 8deg, rgba(255, 214, 107, 0) 8deg 20deg),
              radial-gradient(90% 80% at 50% 0%, rgba(255, 200, 87, 0.45) 0%, rgba(255, 200, 87, 0) 70%),
              linear-gradient(180deg, #4a2a12 0%, #2a1840 100%);
            box-shadow:
              inset 0 0 0 ${px(2)} #ffc857,
              0 0 ${px(22)} rgba(255, 200, 87, 0.4);
            h2 {
              color: #ffe29a;
              text-shadow: 0 0 ${px(12)} rgba(255, 200, 87, 0.7);
            }
          `}
`;

/** The server's result: who won (we, they, a side, or a draw) and what the loser and the winner get, in its words. */
export function PkResultCard({ pk, result }: { pk: RoomPk; result: PkResult }) {
  const { t } = useTranslation('roomPk');
  const outcome = pkOutcome(result.winner, pk.my_side);
  const headline =
    outcome === 'redWins' || outcome === 'blueWins'
      ? t('result.sideWins', { room: pk[outcome === 'redWins' ? 'red' : 'blue'].name })
      : t(`result.${outcome}`);
  const crowned = outcome !== 'lose' && outcome !== 'draw';
  return (
    <Card $outcome={outcome} aria-labelledby="room-pk-result" data-outcome={outcome}>
      <div role="status">
        <h2 id="room-pk-result">
          {crowned && <CrownIcon size={28} tone="gold" />}
          {headline}
        </h2>
      </div>
      {result.winner === 'draw' ? (
        <p>{t('result.drawNote')}</p>
      ) : (
        (result.punishment || result.reward) && (
          <Terms>
            {result.punishment && (
              <div data-term="punishment">
                <dt>{t('result.punishmentFor', { room: pk[otherSide(result.winner)].name })}</dt>
                <dd>{result.punishment}</dd>
              </div>
            )}
            {result.reward && (
              <div data-term="reward">
                <dt>{t('result.rewardFor', { room: pk[result.winner].name })}</dt>
                <dd>{result.reward}</dd>
              </div>
            )}
          </Terms>
        )
      )}
    </Card>
  );
}
