import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import styled from 'styled-components';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import type { HomeEntry } from '../homeEntries';
import { KEY_ART } from './homeKeyArt';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(12)} ${px(11)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $feature: boolean }>`
  display: flex;
  grid-column: ${({ $feature }) => ($feature ? '1 / -1' : 'auto')};
`;

/* Each card is its event's own poster: its gradient, lit from the top-left like the art on it. */
const Card = styled(Link)<{ $from: string; $to: string; $feature: boolean }>`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: flex-end;
  min-height: ${({ $feature }) => px($feature ? 168 : 172)};
  /* Under the badge on the feature, under the art on a card: the words never run into either. */
  padding: ${({ $feature }) => ($feature ? `${px(40)} ${px(16)} ${px(16)}` : `${px(104)} ${px(12)} ${px(12)}`)};
  overflow: hidden;
  border-radius: ${px(18)};
  background:
    radial-gradient(circle at 0 0, rgba(255, 255, 255, 0.22) 0, rgba(255, 255, 255, 0) ${px(150)}),
    linear-gradient(160deg, ${({ $from }) => $from} 0%, ${({ $to }) => $to} 100%);
  box-shadow:
    0 ${px(8)} ${px(18)} rgba(40, 10, 60, 0.22),
    inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.16);
  color: #fff;
  text-decoration: none;
  transition: transform var(--motion-scale-in) ease;
  &:active {
    transform: scale(0.97);
  }
  &:focus-visible {
    ${focusRing(2)}
  }
`;

/* The key art: above the words on a card, right of them on the feature banner. */
const Art = styled.span<{ $feature: boolean }>`
  position: absolute;
  ${({ $feature }) =>
    $feature
      ? `right: 0; bottom: 0; width: 60%; height: 100%;`
      : `left: 0; right: 0; top: ${px(10)}; height: ${px(90)};`}
  line-height: 0;
  pointer-events: none;
`;

const Badge = styled.span`
  position: absolute;
  top: ${px(10)};
  left: ${px(10)};
  padding: ${px(2)} ${px(8)};
  border-radius: 999px;
  background: linear-gradient(135deg, #fff1c2 0%, #f6c453 100%);
  box-shadow: 0 ${px(2)} ${px(6)} rgba(60, 20, 0, 0.25);
  color: #5c3b00;
  font-size: ${px(11)};
  font-weight: 800;
  white-space: nowrap;
`;

const Words = styled.span<{ $feature: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  max-width: ${({ $feature }) => ($feature ? '54%' : '100%')};
  text-shadow: 0 ${px(1)} ${px(4)} rgba(10, 0, 30, 0.45);
`;

const Name = styled.span<{ $feature: boolean }>`
  font-size: ${({ $feature }) => px($feature ? 22 : 15)};
  font-weight: 800;
  line-height: 1.3;
  text-wrap: balance;
`;

const Blurb = styled.span`
  margin-top: ${px(3)};
  font-size: ${px(12)};
  line-height: 1.45;
  opacity: 0.92;
  line-break: strict;
  text-wrap: balance;
  /* Japanese breaks between phrases where the browser can (Chromium); elsewhere as before. */
  word-break: auto-phrase;
`;

/* The feature's call to action: a gold pill, like an event banner's "go" button. Part of the link, not a second one. */
const Go = styled.span`
  align-self: flex-start;
  margin-top: ${px(12)};
  padding: ${px(6)} ${px(14)};
  border-radius: 999px;
  background: linear-gradient(135deg, #fff1c2 0%, #f6c453 55%, #e7a93a 100%);
  box-shadow: 0 ${px(4)} ${px(10)} rgba(60, 20, 0, 0.35);
  color: #4a2d00;
  font-size: ${px(13)};
  font-weight: 800;
  text-shadow: none;
  white-space: nowrap;
`;

/**
 * The current events and games as an event hub: each card is its event's poster (key art, name, one line). An odd
 * count opens with a feature banner across the row, so the two columns under it end even.
 */
export function HomeEntries({ entries }: { entries: readonly HomeEntry[] }) {
  const { t } = useTranslation('official');
  const featureFirst = entries.length % 2 === 1;
  return (
    <Grid>
      {entries.map((entry, index) => {
        const Picture = KEY_ART[entry.id];
        const feature = featureFirst && index === 0;
        return (
          <Item key={entry.id} $feature={feature}>
            <Card to={entry.path} $from={entry.tone.from} $to={entry.tone.to} $feature={feature}>
              <Art $feature={feature} aria-hidden="true">
                <Picture />
              </Art>
              {entry.badge && <Badge>{t(`home.badges.${entry.badge}`)}</Badge>}
              <Words $feature={feature}>
                <Name $feature={feature}>{t(`home.entries.${entry.id}.name`)}</Name>
                <Blurb>{t(`home.entries.${entry.id}.blurb`)}</Blurb>
                {feature && <Go aria-hidden="true">{t('home.go')}</Go>}
              </Words>
            </Card>
          </Item>
        );
      })}
    </Grid>
  );
}
