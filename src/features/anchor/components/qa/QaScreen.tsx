import { useQuery } from '@tanstack/react-query';
import { Fragment, type KeyboardEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../../ui/Link/Link';
import styled, { css } from 'styled-components';
import { serverMessage } from '../../../../platform/http/errors';
import { useBackOrClose } from '../../../../platform/navigation/backOrClose';
import { Button } from '../../../../ui/Button/Button';
import { EmptyState } from '../../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../../ui/ErrorState/ErrorState';
import { ClearButton } from '../../../../ui/IconButton/ClearButton';
import { focusRing, pressedTint } from '../../../../ui/interaction';
import { px } from '../../../../ui/px';
import { Scaffold } from '../../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../../ui/Skeleton/Skeleton';
import { visuallyHidden } from '../../../../ui/VisuallyHidden/VisuallyHidden';
import { type QaSet } from '../../api';
import { qaQuery } from '../../qaApi';
import { markMatches, type QaItem, type QaSection, searchQa } from '../../qa';
import { QaHeroArt, SectionIcon } from './QaArt';
import { ServiceCard, ServiceId } from './ServiceContact';
import { WITHDRAW_PAGE, WithdrawShortcut } from './WithdrawShortcut';

/** Searches with this many results or fewer open their answers at once (more stay a list of questions). */
const OPEN_RESULTS_UP_TO = 3;

/** Words offered under the search, per set (only those that find something in the server's Q&A are shown). */
const SUGGESTIONS: Record<QaSet, readonly string[]> = {
  anchor: ['points', 'grade', 'verify', 'withdraw'],
  new_anchor: ['withdraw', 'signIn', 'guild', 'reward'],
};

/** Section colours, in turn: icon disc and its ink (each ink ≥ 4.5:1 on its disc and on white). */
const TONES = [
  { disc: '#ffe3ea', ink: '#a3193f' },
  { disc: '#efe4ff', ink: '#5b2aa0' },
  { disc: '#fff1cc', ink: '#7a4300' },
  { disc: '#dcf5ea', ink: '#0b6040' },
] as const;

const Page = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(12)} ${px(12)} calc(${px(24)} + var(--safe-bottom));
`;

const Hero = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(18)} ${px(16)} ${px(16)};
  overflow: hidden;
  border-radius: ${px(20)};
  background:
    radial-gradient(70% 80% at 100% 0%, rgba(255, 209, 102, 0.35) 0%, transparent 70%),
    linear-gradient(150deg, #cc3358 0%, #b0245e 55%, #7e1d5f 100%);
  color: #fff;
`;

const HeroTop = styled.div`
  display: grid;
  grid-template-columns: 1fr ${px(100)};
  align-items: center;
  gap: ${px(8)};
  min-height: ${px(96)};
`;

const HeroText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};

  p {
    margin: 0;
  }
`;

const Headline = styled.p`
  font-size: ${px(20)};
  font-weight: 900;
  line-height: 1.3;
  letter-spacing: 0.02em;
  text-wrap: balance;
`;

const Subline = styled.p`
  color: #fff;
  font-size: ${px(13)};
  line-height: 1.5;
`;

const HeroArt = styled.div`
  height: ${px(86)};
`;

const SearchForm = styled.form`
  display: flex;
  align-items: center;
  gap: ${px(6)};
  height: ${px(46)};
  padding: 0 ${px(4)} 0 ${px(14)};
  border-radius: 999px;
  background: #fff;
  box-shadow: 0 ${px(4)} ${px(14)} rgba(90, 10, 40, 0.25);

  &:focus-within {
    ${focusRing()}
    --focus-ring: #ffd166;
  }

  svg.magnifier {
    flex: none;
    width: ${px(18)};
    height: ${px(18)};
    color: #a3193f;
  }
`;

const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: var(--color-text);
  font-size: ${px(15)};
  &::placeholder {
    color: var(--color-textMuted);
    opacity: 1;
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
  &:focus {
    outline: none;
  }
`;

const ClearSlot = styled.span`
  display: grid;
  place-items: center;
  width: ${px(40)};
  flex: none;
  button {
    color: var(--color-textMuted);
  }
`;

const Suggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${px(6)};

  span {
    font-size: ${px(12)};
    font-weight: 600;
  }
`;

const Chip = styled.button`
  height: ${px(30)};
  padding: 0 ${px(12)};
  border: 0;
  border-radius: 999px;
  background: #fff;
  color: #a3193f;
  font-size: ${px(13)};
  font-weight: 700;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: #ffd166;
    color: #5a2a00;
  }
  &:active {
    filter: ${pressedTint};
  }
  &:focus-visible {
    ${focusRing()}
    --focus-ring: #ffd166;
  }
`;

/* Always there (a live region must exist before it speaks); seen only while it counts results. */
const Count = styled.p<{ $seen: boolean }>`
  margin: 0 ${px(4)};
  color: var(--color-textMuted);
  font-size: ${px(13)};
  font-weight: 600;
  ${({ $seen }) =>
    !$seen &&
    css`
      ${visuallyHidden}
    `}
`;

const Card = styled.section`
  overflow: hidden;
  border-radius: ${px(18)};
  background: var(--color-surface);
  box-shadow: 0 ${px(2)} ${px(12)} rgba(122, 26, 54, 0.07);
`;

const SectionHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(10)};
  padding: ${px(14)} ${px(14)} ${px(8)};
`;

const Disc = styled.span<{ $disc: string; $ink: string }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${px(38)};
  height: ${px(38)};
  padding: ${px(5)};
  border-radius: ${px(12)};
  background: ${({ $disc }) => $disc};
  color: ${({ $ink }) => $ink};
`;

const SectionTitle = styled.h2`
  flex: 1;
  margin: 0;
  color: var(--color-text);
  font-size: ${px(17)};
  font-weight: 800;
`;

const Tally = styled.span<{ $disc: string; $ink: string }>`
  flex: none;
  padding: ${px(2)} ${px(8)};
  border-radius: 999px;
  background: ${({ $disc }) => $disc};
  color: ${({ $ink }) => $ink};
  font-size: ${px(12)};
  font-weight: 700;
`;

const Entries = styled.ul`
  margin: 0;
  padding: 0 ${px(6)} ${px(6)};
  list-style: none;

  li + li {
    border-top: ${px(1)} solid var(--color-line);
  }
`;

const QuestionHeading = styled.h3`
  margin: 0;
  font: inherit;
`;

const Question = styled.button<{ $ink: string }>`
  display: flex;
  align-items: flex-start;
  gap: ${px(10)};
  width: 100%;
  min-height: ${px(48)};
  padding: ${px(13)} ${px(8)};
  border: 0;
  border-radius: ${px(12)};
  background: transparent;
  color: var(--color-text);
  font-size: ${px(15)};
  font-weight: 700;
  line-height: 1.45;
  text-align: start;
  cursor: pointer;

  &:active {
    background: #fff4ef;
  }
  &:focus-visible {
    ${focusRing(-2)}
  }

  .q {
    flex: none;
    display: grid;
    place-items: center;
    width: ${px(22)};
    height: ${px(22)};
    margin-top: ${px(-0.5)};
    border-radius: 50%;
    background: ${({ $ink }) => $ink};
    color: #fff;
    font-size: ${px(12)};
    font-weight: 900;
  }

  .text {
    flex: 1;
    min-width: 0;
  }

  svg {
    flex: none;
    width: ${px(16)};
    height: ${px(16)};
    margin-top: ${px(3)};
    color: var(--color-textMuted);
    transition: transform var(--motion-scale-in) ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Answer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  margin: 0 ${px(8)} ${px(12)} ${px(40)};
  padding: ${px(12)};
  border-radius: ${px(12)};
  background: #fff7f2;

  &[hidden] {
    display: none;
  }

  p {
    margin: 0;
    color: var(--color-text);
    font-size: ${px(14)};
    line-height: 1.7;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Mark = styled.mark`
  padding: 0 ${px(1)};
  border-radius: ${px(3)};
  background: #ffe08a;
  color: inherit;
`;

const AnswerLink = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${px(4)};
  min-height: ${px(36)};
  padding: 0 ${px(14)};
  border-radius: 999px;
  background: var(--color-accentGradient);
  color: var(--color-onAccent);
  font-size: ${px(14)};
  font-weight: 700;
  text-decoration: none;

  &:active {
    filter: ${pressedTint};
  }
  &:focus-visible {
    ${focusRing()}
  }

  svg {
    width: ${px(12)};
    height: ${px(12)};
  }
`;

const NoResults = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(10)};
  padding: ${px(24)} ${px(20)};
  border-radius: ${px(18)};
  background: var(--color-surface);
  text-align: center;

  svg {
    width: ${px(96)};
    height: ${px(80)};
  }

  p {
    margin: 0;
  }
  .none {
    color: var(--color-text);
    font-size: ${px(16)};
    font-weight: 800;
    overflow-wrap: anywhere;
  }
  .hint {
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.6;
  }
`;

const Loading = styled.div.attrs({ role: 'status', 'aria-busy': true })`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
`;

const Chevron = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** The text with what the search found marked; the rest stays plain text (no element around it). */
function Marked({ text, query }: { text: string; query: string }) {
  return (
    <>
      {markMatches(text, query).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
        <Fragment key={index}>{part.match ? <Mark>{part.text}</Mark> : part.text}</Fragment>
      ))}
    </>
  );
}

/** A magnifier looking at nothing: the "no results" drawing. */
function NothingFoundArt() {
  return (
    <svg viewBox="0 0 96 80" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="74" rx="30" ry="4" fill="#f1e3d8" />
      <circle cx="42" cy="34" r="22" fill="#fff7f2" stroke="#a3193f" strokeWidth="4" />
      <path d="M58 50l16 16" stroke="#a3193f" strokeWidth="7" strokeLinecap="round" />
      <path d="M33 30c1-2 3-3 5-3M46 27c2 0 4 1 5 3" stroke="#a3193f" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M35 43c4-3 10-3 14 0" fill="none" stroke="#a3193f" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M78 14l1.6 4 4 1.6-4 1.6-1.6 4-1.6-4-4-1.6 4-1.6Z" fill="#f6c453" />
      <circle cx="14" cy="22" r="3" fill="#ffd166" />
    </svg>
  );
}

function Entry({
  item,
  query,
  open,
  onToggle,
  ink,
}: {
  item: QaItem;
  query: string;
  open: boolean;
  onToggle: () => void;
  ink: string;
}) {
  const { t } = useTranslation('anchorQa');
  const id = useId();
  return (
    <li data-qa-item={item.id}>
      <QuestionHeading>
        <Question
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={onToggle}
          onKeyDown={moveBetweenQuestions}
          data-qa-question
          $ink={ink}
        >
          <span className="q" aria-hidden="true">
            Q
          </span>
          <span className="text">
            <Marked text={item.question} query={query} />
          </span>
          <Chevron />
        </Question>
      </QuestionHeading>
      <Answer id={`${id}-a`} hidden={!open}>
        <p>
          <Marked text={item.answer} query={query} />
        </p>
        {item.link === 'withdraw' && (
          <AnswerLink to={WITHDRAW_PAGE}>
            {t('links.withdraw')}
            <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
              <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </AnswerLink>
        )}
        {item.link === 'service' && <ServiceId />}
      </Answer>
    </li>
  );
}

/** Arrow keys, Home and End move between the questions (the accordion keys); Enter and Space open them. */
function moveBetweenQuestions(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  const list = event.currentTarget.closest('[data-qa-set]');
  if (!keys.includes(event.key) || !list) return;
  const questions = [...list.querySelectorAll<HTMLElement>('[data-qa-question]')];
  const at = questions.indexOf(event.currentTarget);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? questions.length - 1
        : (at + (event.key === 'ArrowDown' ? 1 : -1) + questions.length) % questions.length;
  event.preventDefault();
  questions[next]?.focus();
}

function Sections({ sections, query }: { sections: QaSection[]; query: string }) {
  const { t } = useTranslation('anchorQa');
  // What the anchor opened or closed; anything untouched follows the search (a few results open by themselves).
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const results = sections.reduce((total, section) => total + section.items.length, 0);
  const openByDefault = query.trim() !== '' && results <= OPEN_RESULTS_UP_TO;
  return (
    <>
      {sections.map((section, index) => {
        const tone = TONES[index % TONES.length]!;
        const headingId = `qa-section-${index}`;
        return (
          <Card key={section.id} aria-labelledby={headingId} data-qa-section={section.id}>
            <SectionHead>
              <Disc $disc={tone.disc} $ink={tone.ink}>
                <SectionIcon id={section.id} />
              </Disc>
              <SectionTitle id={headingId}>{section.title}</SectionTitle>
              <Tally $disc={tone.disc} $ink={tone.ink}>
                {t('count', { count: section.items.length })}
              </Tally>
            </SectionHead>
            <Entries>
              {section.items.map((item) => {
                const key = `${section.id}/${item.id}`;
                const open = toggled[key] ?? openByDefault;
                return (
                  <Entry
                    key={key}
                    item={item}
                    query={query}
                    open={open}
                    ink={tone.ink}
                    onToggle={() => setToggled((known) => ({ ...known, [key]: !open }))}
                  />
                );
              })}
            </Entries>
          </Card>
        );
      })}
    </>
  );
}

function SearchBar({
  query,
  onQuery,
  inputRef,
}: {
  query: string;
  onQuery: (query: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('anchorQa');
  return (
    <SearchForm
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        inputRef.current?.blur(); // the phone's "search" key puts the keyboard away; the list already shows
      }}
    >
      <svg className="magnifier" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M13.5 13.5L17 17" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <SearchInput
        ref={inputRef}
        type="search"
        enterKeyHint="search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        autoComplete="off"
      />
      {query && (
        <ClearSlot>
          <ClearButton
            label={t('search.clear')}
            onClear={() => {
              onQuery('');
              inputRef.current?.focus();
            }}
          />
        </ClearSlot>
      )}
    </SearchForm>
  );
}

/** The suggested words of `set` that find something in `sections`. */
function useSuggestions(set: QaSet, sections: readonly QaSection[]): string[] {
  const { t } = useTranslation('anchorQa');
  return SUGGESTIONS[set]
    .map((key) => t(`suggest.${set}.${key}`))
    .filter((word) => searchQa(sections, word).length > 0);
}

function Browser({ sections, query, onShowAll }: { sections: QaSection[]; query: string; onShowAll: () => void }) {
  const { t } = useTranslation('anchorQa');
  const found = searchQa(sections, query);
  const results = found.reduce((total, section) => total + section.items.length, 0);
  const searching = query.trim() !== '';
  return (
    <>
      {/* Said politely as the anchor types: how many questions match, or that none does. */}
      <Count role="status" aria-live="polite" $seen={searching && results > 0} data-qa-count>
        {searching
          ? results > 0
            ? t('search.results', { count: results })
            : t('search.none', { query: query.trim() })
          : ''}
      </Count>
      {searching && results === 0 ? (
        <NoResults data-qa-none>
          <NothingFoundArt />
          <p className="none" aria-hidden="true">
            {t('search.none', { query: query.trim() })}
          </p>
          <p className="hint">{t('search.noneHint')}</p>
          <Button variant="secondary" onClick={onShowAll}>
            {t('search.showAll')}
          </Button>
        </NoResults>
      ) : (
        <Sections sections={found} query={query} />
      )}
    </>
  );
}

/**
 * `/h5/question` (`set` "anchor") and `/h5/new/question` (`set` "new_anchor", with the withdrawal shortcut on
 * top): the server's questions and answers in the app's language, searched as the anchor types (`searchQa`),
 * each answer a disclosure; an answer may lead to the withdrawal page or to customer service, and the footer
 * always offers customer service.
 */
export function QaScreen({ set }: { set: QaSet }) {
  const { t, i18n } = useTranslation(['anchorQa', 'anchor']);
  const back = useBackOrClose();
  const qa = useQuery(qaQuery(set, i18n.language));
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const sections = qa.data ?? null;
  const suggestions = useSuggestions(set, sections ?? []);
  const hasContent = sections !== null && sections.length > 0;
  return (
    <Scaffold title={t(set === 'anchor' ? 'anchor:titles.question' : 'anchor:titles.newQuestion')} onBack={back}>
      <Page data-qa-set={set}>
        <Hero>
          <HeroTop>
            <HeroText>
              <Headline>{t(`anchorQa:hero.${set}.title`)}</Headline>
              <Subline>{t(`anchorQa:hero.${set}.text`)}</Subline>
            </HeroText>
            <HeroArt>
              <QaHeroArt />
            </HeroArt>
          </HeroTop>
          {hasContent && (
            <>
              <SearchBar query={query} onQuery={setQuery} inputRef={inputRef} />
              {suggestions.length > 0 && (
                <Suggestions role="group" aria-label={t('anchorQa:search.popular')}>
                  <span aria-hidden="true">{t('anchorQa:search.popular')}</span>
                  {suggestions.map((word) => (
                    <Chip
                      key={word}
                      type="button"
                      aria-pressed={query.trim() === word}
                      onClick={() => setQuery(query.trim() === word ? '' : word)}
                    >
                      {word}
                    </Chip>
                  ))}
                </Suggestions>
              )}
            </>
          )}
          {!sections && !qa.isError && <Skeleton $height={46} $radius={23} />}
        </Hero>
        {set === 'new_anchor' && <WithdrawShortcut />}
        {sections ? (
          hasContent ? (
            <Browser
              sections={sections}
              query={query}
              onShowAll={() => {
                setQuery('');
                inputRef.current?.focus();
              }}
            />
          ) : (
            <EmptyState message={t('anchorQa:empty')} />
          )
        ) : qa.isError ? (
          <ErrorState message={serverMessage(qa.error)} onRetry={() => void qa.refetch()} retrying={qa.isFetching} />
        ) : (
          <Loading aria-label={t('anchorQa:loading')}>
            <Skeleton $height={230} $radius={18} />
            <Skeleton $height={190} $radius={18} />
          </Loading>
        )}
        {!qa.isPending && <ServiceCard />}
      </Page>
    </Scaffold>
  );
}
