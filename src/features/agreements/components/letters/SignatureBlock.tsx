import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../../ui/px';
import { VisuallyHidden } from '../../../../ui/VisuallyHidden/VisuallyHidden';
import { Seal } from './Seal';

const Block = styled.div`
  position: relative;
  display: grid;
  gap: ${px(14)};
  margin-top: ${px(4)};
  padding: ${px(18)} 0 ${px(6)};
  border-top: ${px(2)} solid var(--color-text);
`;

const Line = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${px(10)};
  margin: 0;
  padding-right: ${px(64)};
  font-size: ${px(14)};
  line-height: 1.5;
`;

const Label = styled.span`
  flex: none;
  color: var(--color-textMuted);
`;

/* The value written on the line; a blank line until it is known. */
const Value = styled.span<{ $blank: boolean }>`
  flex: 1;
  min-width: 0;
  min-height: 1.5em;
  padding: 0 ${px(4)} ${px(2)};
  border-bottom: 1px solid ${({ $blank }) => ($blank ? 'var(--color-textFaint)' : 'var(--color-line)')};
  color: #8a1f3d;
  font-family: 'Kaiti TC', 'STKaiti', 'KaiTi', 'Noto Serif TC', serif;
  font-size: ${px(16)};
  font-weight: 700;
  letter-spacing: 0.04em;
  overflow-wrap: anywhere;
`;

/* Pressed over the end of the lines, as a chop overlaps the signature on paper. */
const SealSpot = styled.div`
  position: absolute;
  right: ${px(-6)};
  top: ${px(-6)};
  pointer-events: none;
`;

/**
 * The foot of a letter: who signs and the day, on printed lines — and once signed, the red seal pressed over them.
 */
export function SignatureBlock({
  signer,
  date,
  seal,
}: {
  /** The signer's name ('' until known: a blank line). */
  signer: string;
  /** The day signed, in the reader's words ('' until signed). */
  date: string;
  /** Signed: the seal's day ('YYYY.MM.DD'), and whether it was pressed just now (it lands with a bounce). */
  seal?: { day: string; stamped: boolean };
}) {
  const { t } = useTranslation('letters');
  return (
    <Block>
      <Line>
        <Label>{t('signature.signer')}</Label>
        <Value $blank={!signer}>{signer || <VisuallyHidden>{t('legal:blank')}</VisuallyHidden>}</Value>
      </Line>
      <Line>
        <Label>{t('signature.date')}</Label>
        <Value $blank={!date}>{date || <VisuallyHidden>{t('legal:blank')}</VisuallyHidden>}</Value>
      </Line>
      {seal && (
        <SealSpot>
          <Seal
            arc={t('seal.arc')}
            center={t('seal.center')}
            date={seal.day}
            label={t('seal.label', { date })}
            size={108}
            stamped={seal.stamped}
          />
        </SealSpot>
      )}
    </Block>
  );
}
