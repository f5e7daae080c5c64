import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useState } from 'react';
import { px } from '../../../ui/px';
import type { Partner } from '../api';

const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: ${px(10)};
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(18)};
  background: linear-gradient(90deg, rgba(255, 120, 180, 0.25) 0%, rgba(255, 255, 255, 0.06) 100%);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 160, 200, 0.45);
  .pair {
    display: flex;
    align-items: center;
  }
  .pair > * + * {
    margin-inline-start: ${px(-10)};
  }
  .heart {
    z-index: 1;
    display: grid;
    place-items: center;
    width: ${px(22)};
    height: ${px(22)};
    border-radius: 50%;
    background: #ff5c9a;
    box-shadow: 0 0 ${px(8)} rgba(255, 92, 154, 0.8);
  }
  p {
    margin: 0;
    font-size: ${px(13)};
    line-height: 1.45;
  }
  strong {
    display: block;
    font-size: ${px(15)};
  }
`;

/** A heart in a 20 × 20 box (drawn, not a glyph). */
export const HEART_PATH = 'M10 17 C2 11 1 7 3.5 4.5 C6 2 9 3.5 10 6 C11 3.5 14 2 16.5 4.5 C19 7 18 11 10 17 Z';

/** The heart between the pair. */
function Heart() {
  return (
    <svg viewBox="0 0 20 20" width={px(12)} height={px(12)} aria-hidden="true" focusable="false">
      <path d={HEART_PATH} fill="#fff" />
    </svg>
  );
}

const Face = styled.span`
  display: grid;
  place-items: center;
  width: ${px(40)};
  height: ${px(40)};
  border: ${px(2)} solid #fff;
  border-radius: 50%;
  overflow: hidden;
  background: linear-gradient(135deg, #ff9cc8 0%, #c13cff 100%);
  color: #fff;
  font-size: ${px(16)};
  font-weight: 900;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A face in the pair: the photo when there is one, else the name's first letter on a rose disc. (Not ui/Avatar: its
 * lazy image and crowns would double what these pages download for two small faces.)
 */
function PairFace({ name, src }: { name: string; src?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Face aria-hidden="true">
      {src && !failed ? <img src={src} alt="" onError={() => setFailed(true)} /> : Array.from(name)[0]}
    </Face>
  );
}

/** My CP partner on a CP box page: what I open is both of ours. */
export function PartnerBar({ partner, selfName, line }: { partner: Partner; selfName: string; line: string }) {
  const { t } = useTranslation('cpBlindbox');
  return (
    <Bar aria-label={t('partner.label')}>
      <span className="pair">
        <PairFace name={selfName} />
        <span className="heart">
          <Heart />
        </span>
        <PairFace name={partner.nickname} src={partner.avatar} />
      </span>
      <p>
        <strong>{t('partner.with', { name: partner.nickname })}</strong>
        {line}
      </p>
    </Bar>
  );
}
