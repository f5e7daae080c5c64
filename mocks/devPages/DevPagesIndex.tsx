import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AppProviders } from '../../src/app/AppProviders';
import { appNow } from '../../src/platform/clock/clock';
import { i18n, initI18n } from '../../src/platform/i18n/i18n';
import { LANGUAGES, normaliseLanguage } from '../../src/platform/i18n/languages';
import { focusRing } from '../../src/ui/interaction';
import { px } from '../../src/ui/px';
import { type DevPage, type DevPageIndex, devPageIndex, titleNamespaces } from './devPages';
import { parseScenario, scenarioToHash } from '../simulator/scenario';
import { DEV_PAGES_PATH, SIMULATOR_PATH } from './path';

// A tool for developers and designers, never shipped (mocks/ is cut from production builds): its own
// words are English, not i18n keys; the pages' titles come from the app's strings in the chosen language.

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  'zh-Hant': '繁中',
  'zh-Hans': '简中',
  en: 'EN',
  ja: '日本語',
  ko: '한국어',
};

const Page = styled.main`
  max-width: ${px(375)};
  min-height: 100vh;
  margin: 0 auto;
  padding-bottom: ${px(32)};
  background: var(--color-canvas);
`;

const Hero = styled.header`
  padding: ${px(28)} ${px(20)} ${px(20)};
  border-radius: 0 0 ${px(24)} ${px(24)};
  background: var(--color-accentGradient);
  color: var(--color-onAccent);
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Eyebrow = styled.p`
  margin: 0 0 ${px(4)};
  font-size: ${px(12)};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  opacity: 0.85;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${px(26)};
  font-weight: 800;
`;

const Intro = styled.p`
  margin: ${px(8)} 0 0;
  font-size: ${px(13)};
  line-height: 1.55;
  opacity: 0.95;
  a {
    color: inherit;
    font-weight: 700;
  }
  code {
    padding: 0 ${px(4)};
    white-space: nowrap;
    border-radius: ${px(4)};
    background: rgba(255, 255, 255, 0.2);
    font-size: ${px(12)};
  }
`;

const Languages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(8)};
  margin-top: ${px(16)};
`;

const LanguageLink = styled.a<{ $current: boolean }>`
  padding: ${px(5)} ${px(12)};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ $current }) => ($current ? 'var(--color-surface)' : 'rgba(255, 255, 255, 0.18)')};
  color: ${({ $current }) => ($current ? 'var(--color-accentStrong)' : 'var(--color-onAccent)')};
  font-size: ${px(13)};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    ${focusRing()}
  }
`;

const Group = styled.section`
  margin: ${px(20)} ${px(12)} 0;
`;

const GroupTitle = styled.h2`
  display: flex;
  align-items: baseline;
  gap: ${px(6)};
  margin: 0 ${px(8)} ${px(8)};
  color: var(--color-text);
  font-size: ${px(15)};
  font-weight: 700;
  text-transform: capitalize;
  span {
    color: var(--color-textFaint);
    font-size: ${px(12)};
    font-weight: 600;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.medium + 4}px;
  background: var(--color-surface);
  box-shadow: ${({ theme }) => theme.shadows.card};
  list-style: none;
  li + li {
    border-top: ${px(0.5)} solid var(--color-line);
  }
`;

const Row = styled.a`
  display: flex;
  align-items: center;
  gap: ${px(10)};
  min-height: ${px(56)};
  padding: ${px(10)} ${px(14)};
  color: var(--color-text);
  text-decoration: none;
  &:active {
    background: #fbf3ed;
  }
  &:focus-visible {
    ${focusRing(-3)}
  }
`;

const Texts = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(2)};
  min-width: 0;
`;

const PageTitle = styled.span`
  overflow: hidden;
  font-size: ${px(15)};
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const PagePath = styled.code`
  overflow: hidden;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Badge = styled.span<{ $tone: 'spec' | 'ours' | 'ended' }>`
  flex: none;
  padding: ${px(2)} ${px(7)};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ $tone }) => ($tone === 'ended' ? '#f4ebe5' : $tone === 'spec' ? '#fff0f3' : '#eef4ff')};
  color: ${({ $tone }) =>
    $tone === 'ended' ? 'var(--color-textMuted)' : $tone === 'spec' ? 'var(--color-accentStrong)' : '#1f5fbf'};
  font-size: ${px(11)};
  font-weight: 700;
`;

const Chevron = () => (
  <svg viewBox="0 0 16 16" width="14" height="14" fill="none" aria-hidden="true" style={{ flex: 'none' }}>
    <path d="m6 3.5 4.5 4.5L6 12.5" stroke="#A1958D" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const Footer = styled.p`
  margin: ${px(24)} ${px(20)} 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  line-height: 1.6;
  code {
    color: var(--color-text);
  }
`;

/** `?app-language=` chosen on the index, carried to every page it links to (the app reads it first). */
/** A page opens inside the simulator's phone, in the index's language, as the iOS app would open it. */
const inSimulator = (path: string) =>
  `${SIMULATOR_PATH}${scenarioToHash(parseScenario({ path, language: normaliseLanguage(i18n.language) ?? undefined }))}`;

function PageRow({ page }: { page: DevPage }) {
  const { t } = useTranslation();
  return (
    <li>
      <Row href={inSimulator(page.path)} data-page-id={page.id}>
        <Texts>
          <PageTitle>{t(page.titleKey)}</PageTitle>
          <PagePath>{page.path}</PagePath>
        </Texts>
        {page.ended && <Badge $tone="ended">ended</Badge>}
        <Badge $tone={page.inSpec ? 'spec' : 'ours'}>{page.inSpec ? 'spec §2' : 'ours'}</Badge>
        <Chevron />
      </Row>
    </li>
  );
}

/** The dev app's first page: every built page, by area, with a link. */
export function DevPagesIndexPage({ index }: { index: DevPageIndex }) {
  useEffect(() => {
    document.title = `Pages · ${index.pageCount} built`;
  }, [index.pageCount]);
  return (
    <Page>
      <Hero>
        <Eyebrow>H5 dev app · mock mode</Eyebrow>
        <Title>Every page</Title>
        <Intro>
          {index.pageCount} pages built ({index.specBuilt} of the {index.specTotal} paths in spec §2;{' '}
          <code>npm run routes</code> lists the rest). Each opens in the <a href={SIMULATOR_PATH}>simulator</a>: a phone
          with the native side, the clock and the launch parameters in panels, a mock backend (MSW) behind it.
        </Intro>
        <Languages aria-label="Language of the pages">
          {LANGUAGES.map((language) => (
            <LanguageLink
              key={language}
              href={`${DEV_PAGES_PATH}?app-language=${language}`}
              hrefLang={language}
              lang={language}
              $current={i18n.language === language}
              aria-current={i18n.language === language ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[language]}
            </LanguageLink>
          ))}
        </Languages>
      </Hero>
      {index.groups.map((group) => (
        <Group key={group.area} aria-labelledby={`area-${group.area}`}>
          <GroupTitle id={`area-${group.area}`}>
            {group.area} <span>{group.pages.length}</span>
          </GroupTitle>
          <List>
            {group.pages.map((page) => (
              <PageRow key={page.id} page={page} />
            ))}
          </List>
        </Group>
      ))}
      <Footer>
        Generated from the route table (<code>src/app/appRoutes.ts</code>), so a new page shows up here by itself. Every
        state of every screen: <code>npm run storybook</code>.
      </Footer>
    </Page>
  );
}

/** Renders the index in place of the app (mocks/devApp.ts decides when). */
export async function showDevPagesIndex(): Promise<void> {
  const index = devPageIndex(appNow());
  await initI18n();
  await i18n.loadNamespaces(titleNamespaces(index));
  createRoot(document.getElementById('root')!).render(
    <AppProviders>
      <DevPagesIndexPage index={index} />
    </AppProviders>,
  );
}
