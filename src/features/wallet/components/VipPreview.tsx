import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import type { VipPerk } from '../model';
import { VipCrest } from './VipParts';

/*
 * What a VIP perk looks like in a room, drawn small at the end of its row: the badge by a sample member's name, the
 * entrance banner, the chat bubble — all in the page's one gold on black. Each is one picture for screen readers
 * ("Preview: VIP chat bubble"); the sample words are the member's language (walletVip `vip.preview`).
 */

const Frame = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${px(156)};
  min-height: ${px(44)};
  padding: ${px(6)};
  border-radius: ${px(10)};
  background: #0b0b0d;
  box-shadow: inset 0 0 0 ${px(1)} rgba(232, 194, 116, 0.16);
  color: #fff;
  font-size: ${px(11)};
  white-space: nowrap;
`;

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${px(2)};
  padding: 0 ${px(5)} 0 ${px(1)};
  border-radius: ${px(8)};
  background: linear-gradient(170deg, #fff4d1 0%, #e8c274 55%, #a8772a 100%);
  color: #2a1e08;
  font-size: ${px(10)};
  font-style: italic;
  font-weight: 900;
  line-height: ${px(15)};
`;

const Name = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${px(4)};
  color: #f6dfa4;
  font-weight: 800;
`;

function Badge() {
  const { t } = useTranslation('walletVip');
  return (
    <Pill>
      <VipCrest size={14} />
      {t('vip.monogram')}
    </Pill>
  );
}

const Banner = styled.span`
  display: flex;
  align-items: center;
  gap: ${px(4)};
  width: 100%;
  height: ${px(28)};
  padding: 0 ${px(6)} 0 ${px(2)};
  overflow: hidden;
  border-radius: ${px(14)} ${px(3)} ${px(3)} ${px(14)};
  font-size: ${px(10.5)};
  background:
    linear-gradient(105deg, transparent 40%, rgba(255, 255, 255, 0.25) 46%, transparent 52%),
    linear-gradient(90deg, #8a5a10 0%, rgba(232, 194, 116, 0.55) 60%, transparent 100%);
  box-shadow: inset 0 ${px(1)} 0 rgba(255, 244, 209, 0.7);
  text-shadow: 0 ${px(1)} ${px(2)} rgba(0, 0, 0, 0.6);

  svg {
    flex: none;
  }

  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  strong {
    color: #fff4d1;
  }
`;

const Bubble = styled.span`
  padding: ${px(5)} ${px(9)};
  border: ${px(1.5)} solid transparent;
  border-radius: ${px(3)} ${px(12)} ${px(12)} ${px(12)};
  background:
    linear-gradient(160deg, #26221b 0%, #121214 100%) padding-box,
    linear-gradient(135deg, #fff4d1 0%, #e8c274 40%, #8a5a10 100%) border-box;
  box-shadow: 0 0 ${px(8)} rgba(232, 194, 116, 0.3);
  font-weight: 600;
`;

const Column = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${px(3)};
`;

/** The drawing of a perk that has a look (badge, entrance, bubble); nothing for the others. */
export function VipPerkPreview({ perk }: { perk: VipPerk }) {
  const { t } = useTranslation('walletVip');
  if (perk !== 'badge' && perk !== 'entrance' && perk !== 'bubble') return null;
  const name = t('vip.preview.name');
  return (
    <Frame role="img" aria-label={t('vip.preview.label', { perk: t(`vip.perks.${perk}`) })} data-preview={perk}>
      {perk === 'badge' ? (
        <Name>
          <Badge />
          {name}
        </Name>
      ) : perk === 'entrance' ? (
        <Banner>
          <VipCrest size={22} />
          <span>
            {t('vip.preview.entrance', { name })
              .split(/\[(.+?)\]/)
              .map((part, index) => (index % 2 ? <strong key={part}>{part}</strong> : part))}
          </span>
        </Banner>
      ) : (
        <Column>
          <Name>
            <Badge />
            {name}
          </Name>
          <Bubble>{t('vip.preview.bubble')}</Bubble>
        </Column>
      )}
    </Frame>
  );
}
