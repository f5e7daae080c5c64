import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';

export interface MemberCardProps {
  nickname: string;
  publicId: string;
  level: number;
  isHighQuality: boolean;
}

const Card = styled.section`
  position: relative;
  overflow: hidden;
  margin: ${px(16)};
  padding: ${px(20)};
  border-radius: ${px(20)};
  background: var(--color-accentGradient);
  color: var(--color-onAccent);
  /* A rim of light: the card sits on the home's festival band, in the same colours. */
  box-shadow:
    ${({ theme }) => theme.shadows.raised},
    0 ${px(10)} ${px(28)} rgba(90, 10, 40, 0.28),
    inset 0 0 0 ${px(1.5)} rgba(255, 255, 255, 0.45);
  &::after {
    /* the soft gold glow in the corner of festival cards */
    content: '';
    position: absolute;
    right: ${px(-40)};
    top: ${px(-40)};
    width: ${px(140)};
    height: ${px(140)};
    border-radius: 50%;
    background: radial-gradient(circle, rgba(246, 196, 83, 0.55), rgba(246, 196, 83, 0) 70%);
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(14)};
`;

const Initial = styled.div`
  display: grid;
  place-items: center;
  width: ${px(56)};
  height: ${px(56)};
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.22);
  box-shadow: 0 0 0 ${px(2)} var(--color-gold);
  font-size: ${px(24)};
  font-weight: 700;
  flex: none;
`;

/* The name keeps one line (a long one ends in "…"); the whole greeting stays in the text and the card's label. */
const Name = styled.h2`
  margin: 0;
  overflow: hidden;
  font-size: ${px(20)};
  font-weight: 700;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(8)};
  margin: ${px(6)} 0 0;
  font-size: ${px(12)};
`;

const Chip = styled.span<{ $gold?: boolean }>`
  padding: ${px(2)} ${px(8)};
  border-radius: 999px;
  background: ${({ $gold }) => ($gold ? 'var(--color-gold)' : 'rgba(255, 255, 255, 0.2)')};
  color: ${({ $gold }) => ($gold ? 'var(--color-text)' : 'inherit')};
  font-weight: 600;
`;

const Welcome = styled.p`
  position: relative;
  margin: ${px(16)} 0 0;
  font-size: ${px(14)};
  opacity: 0.92;
`;

/** The signed-in member's greeting card on the official home. */
export function MemberCard({ nickname, publicId, level, isHighQuality }: MemberCardProps) {
  const { t } = useTranslation('official');
  return (
    <Card aria-label={t('home.greeting', { nickname })}>
      <Row>
        <Initial aria-hidden="true">{Array.from(nickname)[0] ?? '?'}</Initial>
        <Who>
          <Name title={nickname}>{t('home.greeting', { nickname })}</Name>
          <Meta>
            <Chip>{t('home.userId', { id: publicId })}</Chip>
            <Chip>{t('home.level', { level })}</Chip>
            {isHighQuality && <Chip $gold>{t('home.highQuality')}</Chip>}
          </Meta>
        </Who>
      </Row>
      <Welcome>{t('home.welcome')}</Welcome>
    </Card>
  );
}
