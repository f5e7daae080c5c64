import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import styled from 'styled-components';
import { bridge } from '../../../platform/bridge/bridge';
import { isApiError, serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { selfInfoQuery } from '../../../platform/session/selfInfo';
import { isSignedOutError } from '../../../platform/session/signedOut';
import { Card } from '../../../ui/Card/Card';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { HomeEntries } from '../components/HomeEntries';
import { HomeHero } from '../components/HomeHero';
import { MemberCard } from '../components/MemberCard';
import { SignedOutCard } from '../components/SignedOutCard';
import { HOME_ENTRIES, LEGAL_LINKS } from '../homeEntries';
import { focusRing } from '../../../ui/interaction';

/* The member's card overlaps the festival band, as an event page's profile card does. */
const Overlap = styled.div`
  position: relative;
  margin: ${px(-72)} ${px(16)} 0;
  & > section {
    margin: 0;
  }
`;

const Section = styled.section`
  padding: ${px(24)} ${px(16)} 0;
`;

const SectionTitle = styled.h2`
  display: flex;
  gap: ${px(8)};
  align-items: center;
  margin: 0 0 ${px(12)};
  font-size: ${px(17)};
  font-weight: 800;
  &::before {
    content: '';
    width: ${px(4)};
    height: ${px(16)};
    border-radius: 2px;
    background: var(--color-accentGradient);
  }
`;

const Footer = styled.footer`
  margin-top: auto;
  padding: ${px(32)} ${px(16)} calc(${px(24)} + var(--safe-bottom));
  color: var(--color-textMuted);
  font-size: ${px(12)};
  line-height: 1.7;
  text-align: center;
  text-wrap: balance;
`;

const LegalLinks = styled.ul`
  /* Five links in a 3 + 2 grid, so none is left alone on a line (a wrapping row left "活動規則" by itself). */
  display: grid;
  grid-template-columns: repeat(6, auto);
  justify-content: center;
  gap: 0 ${px(18)};
  li {
    grid-column: span 2;
  }
  li:nth-child(4) {
    grid-column: 2 / span 2;
  }
  margin: ${px(-8)} 0 ${px(2)};
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    /* A finger's height (44) without spreading the line. */
    padding: ${px(12)} ${px(2)};
    border-radius: ${px(4)};
    color: var(--color-text);
    font-weight: 600;
    text-decoration: none;
    &:focus-visible {
      ${focusRing()}
    }
  }
`;

/**
 * `/`: the official home, in the web view and in a plain browser: what the app is, who I am (or how
 * to sign in), the current events and games, and the company line. The shell puts the route's title on
 * the title bar.
 */
export function HomePage() {
  const { t } = useTranslation('official');
  const back = useBackOrClose();
  const selfInfo = useQuery(selfInfoQuery());

  return (
    <Scaffold title={t('home.title')} onBack={back}>
      <HomeHero />
      <Overlap>
        {selfInfo.isPending ? (
          <div role="status" aria-busy="true" aria-label={t('home.loading')}>
            <Skeleton $height={132} $radius={20} />
          </div>
        ) : selfInfo.isError ? (
          isSignedOutError(selfInfo.error) ? (
            <SignedOutCard onSignIn={() => void bridge.closeScreen().catch(() => undefined)} />
          ) : (
            <Card variant="festival" padding={0}>
              <ErrorState
                // No connection shows as such (the cut-signal picture); the server's own message says more than a generic one (spec §8).
                kind={isApiError(selfInfo.error) && selfInfo.error.kind === 'network' ? 'offline' : 'error'}
                message={serverMessage(selfInfo.error)}
                onRetry={() => void selfInfo.refetch()}
                retrying={selfInfo.isFetching}
              />
            </Card>
          )
        ) : (
          <MemberCard
            nickname={selfInfo.data.nickname}
            publicId={selfInfo.data.public_id}
            level={selfInfo.data.level}
            isHighQuality={selfInfo.data.is_high_quality}
          />
        )}
      </Overlap>
      <Section aria-labelledby="home-events">
        <SectionTitle id="home-events">{t('home.eventsTitle')}</SectionTitle>
        <HomeEntries entries={HOME_ENTRIES} />
      </Section>
      <Footer>
        <nav aria-label={t('home.footer.legal')}>
          <LegalLinks>
            {LEGAL_LINKS.map((link) => (
              <li key={link.id}>
                <Link to={link.path}>{t(`home.footer.links.${link.id}`)}</Link>
              </li>
            ))}
          </LegalLinks>
        </nav>
        <p>{t('home.footer.about')}</p>
        <p>{t('home.footer.copyright', { year: 2026 })}</p>
      </Footer>
    </Scaffold>
  );
}
