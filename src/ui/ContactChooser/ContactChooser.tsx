import { useDeferredValue, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { EmptyState } from '../EmptyState/EmptyState';
import { fieldFrame } from '../FormField/fieldParts';
import { ClearButton } from '../IconButton/ClearButton';
import { ListItem } from '../ListItem/ListItem';
import { focusRing } from '../interaction';
import { px } from '../px';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden, visuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { ContactFace } from './ContactFace';
import { type Contact, type MatchRange, filterContacts, matchContact, recentContacts } from './contactSearch';

export type { Contact } from './contactSearch';

export interface ContactChooserProps {
  /** My contacts, in the order to list them; `user_id`s are unique. */
  contacts: readonly Contact[];
  /** Ids of recent contacts, most recent first (shown as a row of avatars on top when not searching). */
  recentIds: readonly string[];
  /** Called with the contact tapped, in the recent row or the list. */
  onPick: (contact: Contact) => void;
  /** The contact currently chosen, if any (shown selected, aria-pressed). */
  selectedId?: string | null;
  /** Still loading the contacts: skeleton rows. */
  loading?: boolean;
  /** Class name for layout. */
  className?: string;
}

/** Height of a list row in design units: what `contain-intrinsic-size` reserves for rows not yet rendered. */
const ROW_HEIGHT = 60;
const SKELETON_ROWS = 7;
/** Stands for the id inside the translated "ID {{id}}", so the id can be highlighted where the language puts it. */
const ID_SLOT = '\uE000';

/* Fills its parent (a bottom sheet's body of a set height): the search stays, the area below it scrolls. */
const Root = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  background: var(--color-surface);
  color: var(--color-text);
`;

/* Nothing to choose from: the empty state in the middle of the space. */
const EmptyBox = styled.div`
  margin: auto 0;
`;

const SearchLabel = styled.label`
  ${visuallyHidden}
`;

const SearchBar = styled.div`
  flex: none;
  padding: ${px(8)} ${px(16)};
`;

const SearchField = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${px(6)};
  height: ${px(44)};
  padding: 0 ${px(2)} 0 ${px(12)};
  ${fieldFrame}
`;

const SearchIcon = styled.svg`
  flex: none;
  width: ${px(18)};
  height: ${px(18)};
  color: var(--color-textMuted);
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
  appearance: none;
  &::placeholder {
    color: var(--color-textMuted);
    opacity: 1;
  }
  &:focus {
    outline: none;
  }
  /* Our own clear button replaces the browser's. */
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
  &:disabled {
    color: var(--color-textMuted);
    -webkit-text-fill-color: var(--color-textMuted);
  }
`;

const MutedClearButton = styled(ClearButton)`
  color: var(--color-textMuted);
`;

const ScrollArea = styled.div<{ $locked: boolean }>`
  flex: 1;
  min-height: 0;
  overflow-y: ${({ $locked }) => ($locked ? 'hidden' : 'auto')};
  overscroll-behavior: contain;
  padding-bottom: ${px(8)};
`;

const sectionTitle = css`
  margin: 0;
  padding: ${px(12)} ${px(16)} ${px(6)};
  color: var(--color-textMuted);
  font-size: ${px(13)};
  font-weight: 600;
  line-height: 1.4;
`;

const SectionTitle = styled.h3`
  ${sectionTitle}
`;

const ResultsTitle = styled.p`
  ${sectionTitle}
`;

const NoMatch = styled.p`
  margin: 0;
  padding: ${px(40)} ${px(24)};
  color: var(--color-textMuted);
  font-size: ${px(14)};
  line-height: 1.6;
  text-align: center;
  overflow-wrap: anywhere;
`;

const RecentList = styled.ul`
  display: flex;
  gap: ${px(4)};
  margin: 0;
  padding: 0 ${px(10)} ${px(4)};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  list-style: none;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  & > li {
    flex: none;
  }
`;

const RecentButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  width: ${px(64)};
  min-height: ${px(80)};
  padding: ${px(6)} ${px(2)};
  border: 0;
  border-radius: ${px(12)};
  background: transparent;
  cursor: pointer;
  transition: background-color var(--motion-fade-in) ease;
  &:active {
    background: #fbf3ed;
  }
  &:focus-visible {
    ${focusRing(-2)}
  }
`;

const RecentPicture = styled.span`
  display: block;
  border-radius: 50%;
  line-height: 0;
  [aria-pressed='true'] > & {
    box-shadow: 0 0 0 ${px(2)} var(--color-surface), 0 0 0 ${px(4)} var(--color-accent);
  }
`;

const oneLine = css`
  display: block;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const RecentName = styled.span`
  ${oneLine}
  font-size: ${px(12)};
  line-height: 1.4;
  [aria-pressed='true'] > & {
    font-weight: 700;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  /* Rows off screen are not laid out or painted until scrolled near: 240 contacts cost about what 10 do. */
  & > li {
    content-visibility: auto;
    contain-intrinsic-size: auto ${px(ROW_HEIGHT)};
  }
  /* A hairline between rows, from the names' edge (16 + 40 + 12). */
  & > li + li > button::before {
    content: '';
    position: absolute;
    top: 0;
    right: 0;
    left: ${px(68)};
    height: ${px(0.5)};
    background: var(--color-line);
  }
`;

const Mark = styled.mark`
  border-radius: ${px(3)};
  background: rgba(246, 196, 83, 0.4);
  color: var(--color-text);
  font-weight: 700;
`;

const Check = styled.svg`
  width: ${px(20)};
  height: ${px(20)};
  color: var(--color-accent);
`;

const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(12)};
  height: ${px(ROW_HEIGHT)};
  padding: 0 ${px(16)};
`;

const SkeletonTexts = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(8)};
`;

const SkeletonCircle = styled(Skeleton)`
  flex: none;
  width: ${px(40)};
`;

const SkeletonBar = styled(Skeleton)<{ $width: string }>`
  width: ${({ $width }) => $width};
`;

/** `text` with the matched part marked. */
function Highlighted({ text, range }: { text: string; range: MatchRange | null }) {
  if (!range) return text;
  return (
    <>
      {text.slice(0, range.start)}
      <Mark>{text.slice(range.start, range.end)}</Mark>
      {text.slice(range.end)}
    </>
  );
}

function ContactRow({
  contact,
  query,
  idFrame,
  selected,
  onPick,
}: {
  contact: Contact;
  query: string;
  idFrame: readonly [string, string];
  selected: boolean;
  onPick: (contact: Contact) => void;
}) {
  const match = query === '' ? null : matchContact(contact, query);
  return (
    <li>
      <ListItem
        pressed={selected}
        onClick={() => onPick(contact)}
        chevron={false}
        leading={<ContactFace src={contact.avatar_url} name={contact.nickname} size={40} />}
        title={<Highlighted text={contact.nickname} range={match?.nickname ?? null} />}
        subtitle={
          <>
            {idFrame[0]}
            <Highlighted text={contact.user_id} range={match?.userId ?? null} />
            {idFrame[1]}
          </>
        }
        trailing={
          selected && (
            <Check viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
              <circle cx="10" cy="10" r="9" fill="currentColor" />
              <path
                d="m6 10.2 2.7 2.7L14 7.6"
                stroke="#fff"
                strokeWidth="1.9"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </Check>
          )
        }
      />
    </li>
  );
}

function LoadingRows() {
  return (
    <div aria-hidden="true">
      <SectionTitle as="div">
        <SkeletonBar $height={14} $radius={7} $width="28%" />
      </SectionTitle>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <SkeletonRow key={index}>
          <SkeletonCircle $height={40} $radius={20} />
          <SkeletonTexts>
            <SkeletonBar $height={14} $radius={7} $width={index % 2 === 0 ? '46%' : '34%'} />
            <SkeletonBar $height={10} $radius={5} $width="24%" />
          </SkeletonTexts>
        </SkeletonRow>
      ))}
    </div>
  );
}

/**
 * Choose one of my contacts (to gift something to, to invite…): a search by nickname or id on top, the
 * recent contacts as a row of avatars, then every contact. Pure: the caller loads the contacts and decides
 * what a pick does. It fills its parent, which must have a height (a bottom sheet's body, ~70vh).
 */
export function ContactChooser({
  contacts,
  recentIds,
  onPick,
  selectedId = null,
  loading = false,
  className,
}: ContactChooserProps) {
  const { t } = useTranslation('contacts');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  // Typing stays immediate; the list (up to hundreds of rows) follows when the phone has time.
  const deferredQuery = useDeferredValue(query);
  const searchText = deferredQuery.trim();
  const searching = searchText !== '';

  const recent = useMemo(() => recentContacts(contacts, recentIds), [contacts, recentIds]);
  const matches = useMemo(() => filterContacts(contacts, searchText), [contacts, searchText]);

  const [idBefore = '', idAfter = ''] = t('contactChooser.id', { id: ID_SLOT }).split(ID_SLOT);
  const idFrame = [idBefore, idAfter] as const;

  const update = (next: string) => {
    setQuery(next);
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  };
  const clear = () => {
    update('');
    inputRef.current?.focus();
  };

  if (!loading && contacts.length === 0) {
    return (
      <Root className={className}>
        <EmptyBox>
          <EmptyState compact message={t('contactChooser.empty')} />
        </EmptyBox>
      </Root>
    );
  }

  const listTitleId = `${id}-list`;
  const recentTitleId = `${id}-recent`;
  const rows = (searching ? matches : contacts).map((contact) => (
    <ContactRow
      key={contact.user_id}
      contact={contact}
      query={searchText}
      idFrame={idFrame}
      selected={contact.user_id === selectedId}
      onPick={onPick}
    />
  ));

  return (
    <Root className={className}>
      <SearchBar role="search">
        <SearchLabel htmlFor={`${id}-search`}>{t('contactChooser.searchLabel')}</SearchLabel>
        <SearchField $invalid={false} $disabled={loading}>
          <SearchIcon viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
            <circle cx="9" cy="9" r="5.8" stroke="currentColor" strokeWidth="1.8" />
            <path d="m13.3 13.3 3.6 3.6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </SearchIcon>
          <SearchInput
            ref={inputRef}
            id={`${id}-search`}
            type="search"
            value={query}
            placeholder={t('contactChooser.placeholder')}
            disabled={loading}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            onChange={(event: ChangeEvent<HTMLInputElement>) => update(event.target.value)}
          />
          {query !== '' && <MutedClearButton label={t('contactChooser.clear')} onClear={clear} />}
        </SearchField>
      </SearchBar>

      <ScrollArea ref={scrollRef} $locked={loading} aria-busy={loading || undefined}>
        {/* Always in the page, so a screen reader hears the result count or "no match" as the query changes. */}
        <div role="status">
          {loading && <VisuallyHidden>{t('contactChooser.loading')}</VisuallyHidden>}
          {!loading && searching && matches.length > 0 && (
            <ResultsTitle id={listTitleId}>{t('contactChooser.results', { count: matches.length })}</ResultsTitle>
          )}
          {!loading && searching && matches.length === 0 && (
            <NoMatch>{t('contactChooser.noMatch', { query: searchText })}</NoMatch>
          )}
        </div>

        {loading && <LoadingRows />}

        {!loading && !searching && recent.length > 0 && (
          <section aria-labelledby={recentTitleId}>
            <SectionTitle id={recentTitleId}>{t('contactChooser.recent')}</SectionTitle>
            <RecentList>
              {recent.map((contact) => (
                <li key={contact.user_id}>
                  <RecentButton
                    type="button"
                    aria-pressed={contact.user_id === selectedId}
                    onClick={() => onPick(contact)}
                  >
                    <RecentPicture>
                      <ContactFace src={contact.avatar_url} name={contact.nickname} size={48} />
                    </RecentPicture>
                    <RecentName>{contact.nickname}</RecentName>
                  </RecentButton>
                </li>
              ))}
            </RecentList>
          </section>
        )}

        {!loading && !searching && (
          <SectionTitle id={listTitleId}>{t('contactChooser.all', { count: contacts.length })}</SectionTitle>
        )}
        {!loading && rows.length > 0 && <List aria-labelledby={listTitleId}>{rows}</List>}
      </ScrollArea>
    </Root>
  );
}
