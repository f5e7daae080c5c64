import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import { COIN_PRIZES } from '../model';
import { Lamborghini } from './Lamborghini';

/*
 * The ticket around the foil, as a printed scratch ticket: a midnight face with a guilloche print inside gold-foil
 * edges, the grand prize's car under a spotlight from the top left, the prize ladder, and a stub below a perforation
 * (notched edges) with the ticket's serial number and barcode. Light comes from the top left everywhere.
 */

/** Height of the stub under the perforation: the notches are cut at its top edge. */
const STUB = 40;
/** One notch of the perforation, cut at the `side` edge. */
const notch = (side: string) =>
  `radial-gradient(circle at ${side} calc(100% - ${px(STUB)}), #0000 ${px(8)}, #000 ${px(8.5)}) ${side} / 51% 100% no-repeat`;

// The face: a spotlight from the top left, a guilloche of fine gold rings, midnight violet; the edges gold foil.
// The mask cuts the perforation's notches out of both edges (each half carries one); -webkit- is read everywhere.
const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  padding: ${px(10)} ${px(12)} 0;
  border: ${px(3)} solid #0000;
  border-radius: ${px(20)};
  background:
    radial-gradient(80% 45% at 18% 0, #ffd6784a, #0000 70%) padding-box,
    repeating-radial-gradient(circle at 50% 135%, #ffd77812 0 ${px(1)}, #0000 ${px(1.5)} ${px(6)}) padding-box,
    linear-gradient(165deg, #3b1569, #1e0b3e 55%, #14072c) padding-box,
    linear-gradient(125deg, #fff6cf, #e0a526 16%, #fff0b0 32%, #a8700f 50%, #ffe08a 68%, #b07a14 84%, #fff1b8) border-box;
  box-shadow: inset 0 0 0 ${px(1)} #ffe6a04d;
  color: #fff;
  -webkit-mask: ${notch('left')}, ${notch('right')};
`;

// Gold-foil lettering, embossed: its shadow falls to the bottom right, away from the light.
const Title = styled.h2`
  margin: 0;
  background: linear-gradient(#fffbe6, #ffe08a 38%, #e8a72a 58%, #fff0b0);
  -webkit-background-clip: text;
  background-clip: text;
  color: #0000;
  font-size: ${px(24)};
  font-weight: 900;
  line-height: 1.2;
  letter-spacing: 0.06em;
  text-align: center;
  filter: drop-shadow(${px(1)} ${px(2)} 0 #3a0f00);
`;

// Gold rays fanning behind the car and a warm pool of light on the floor under it.
const Hero = styled.div`
  display: grid;
  justify-items: center;
  margin: ${px(-4)} ${px(-12)} 0;
  padding: ${px(4)} 0 ${px(2)};
  background:
    radial-gradient(50% 22% at 50% 74%, #ffbe5a59, #0000 70%),
    repeating-conic-gradient(from 250deg at 50% 70%, #ffd67820 0 7deg, #0000 7deg 22deg) 50% 0 / 100% 70% no-repeat;
`;

const Grand = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${px(4)} ${px(8)};
  margin: 0;
  color: #ffe7a3;
  font-size: ${px(13)};
  font-weight: 700;
  line-break: strict;
  & b {
    color: #fff;
    font-size: ${px(16)};
    font-weight: 900;
  }
`;

const Tag = styled.span`
  padding: ${px(1)} ${px(8)};
  border-radius: ${px(4)};
  background: linear-gradient(#d92636, #a80b22);
  box-shadow: inset 0 ${px(1)} 0 #fff6;
  font-size: ${px(12)};
  font-weight: 900;
`;

// The ladder's top rung (the first after its label) shines brighter.
const Ladder = styled.ul`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(4)};
  margin: 0;
  padding: ${px(4)} ${px(6)};
  border-radius: ${px(8)};
  background: #0004;
  box-shadow: inset 0 0 0 ${px(1)} #ffd77848;
  list-style: none;
  color: #ffe7a3;
  font-size: ${px(11)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  & li:first-child {
    color: #d7c9f0;
    font-weight: 600;
  }
  & li:nth-child(2) {
    color: #fff;
    font-size: ${px(13)};
  }
`;

const Stub = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
  height: ${px(STUB)};
  margin: ${px(4)} ${px(-12)} 0;
  padding: 0 ${px(16)};
  border-top: ${px(1.5)} dashed #ffd7788c;
  color: #d7c9f0;
  font-size: ${px(11)};
  font-variant-numeric: tabular-nums;
  & > span {
    display: flex;
    align-items: center;
    gap: ${px(6)};
    min-width: 0;
  }
  & bdi {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & b {
    color: #ffe7a3;
    white-space: nowrap;
  }
`;

/** A barcode made from the serial (decorative: the serial is written beside it). */
function Barcode({ serial }: { serial: string }) {
  let x = 0;
  let d = '';
  // The serial, repeated until the bars fill their width (a short one, or the dash before a card, too).
  for (const char of `${serial}*`.repeat(16)) {
    const code = char.charCodeAt(0);
    for (let bit = 0; bit < 4 && x < 70; bit++) {
      const w = 1 + ((code >> bit) & 1) + ((code >> (bit + 4)) & 1) * 0.5;
      d += `M${x} 0h${w}v18h-${w}z`;
      x += w + 1.5;
    }
  }
  return (
    <svg viewBox="0 0 70 18" width={px(58)} height={px(15)} aria-hidden="true">
      <path d={d} fill="#e9dcff" opacity=".8" />
    </svg>
  );
}

export interface TicketProps {
  /** The card on the ticket, or null before one is bought (the stub shows dashes). */
  cardId: string | null;
  /** Numbers as the language writes them. */
  amount: (value: number) => string;
  /** The grand prize's worth and the card's price, in coins. */
  grandCoins: number;
  price: number;
  /** The foil, the result and the controls. */
  children: ReactNode;
}

/** The printed ticket: title, grand prize, prize ladder, the foil (children), stub with serial and price. */
export function Ticket({ cardId, amount, grandCoins, price, children }: TicketProps) {
  const { t } = useTranslation('scratch');
  const serial = cardId ? cardId.toUpperCase() : '—';
  return (
    <Frame aria-labelledby="scratch-ticket-title">
      <Title id="scratch-ticket-title">{t('banner.title')}</Title>
      <Hero>
        <Lamborghini width={px(236)} />
        <Grand>
          <Tag>{t('ticket.grand')}</Tag>
          <b>{t('ticket.car')}</b>
          <span>{t('ticket.worth', { amount: amount(grandCoins) })}</span>
        </Grand>
      </Hero>
      <Ladder aria-label={t('ticket.ladder')}>
        <li aria-hidden="true">{t('ticket.ladder')}</li>
        {[...COIN_PRIZES].reverse().map((coins) => (
          <li key={coins}>{amount(coins)}</li>
        ))}
      </Ladder>
      {children}
      <Stub>
        <span>
          <Barcode serial={serial} />
          <bdi data-serial="">{t('ticket.serial', { serial })}</bdi>
        </span>
        <b>{t('ticket.price', { amount: amount(price) })}</b>
      </Stub>
    </Frame>
  );
}
