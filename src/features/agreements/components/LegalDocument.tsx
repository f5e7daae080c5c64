import { Fragment, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import styled, { css } from 'styled-components';
import { dateFormat } from '../../../platform/i18n/dateFormat';
import { scrollToAndFocus, scrollToIdAndFocus } from '../../../platform/navigation/scrollToAndFocus';
import { focusRing } from '../../../ui/interaction';
import { fadeIn, whenReducedMotion } from '../../../ui/motion';
import { px } from '../../../ui/px';
import {
  type Block,
  type Clause,
  type DocId,
  type DocumentFields,
  effectiveMoment,
  type Inline,
  type LegalDoc,
  type Section,
  tableOfContents,
} from '../legalDocument';
import { keepNumbersWithUnits, keepRunsTogether } from '../../../platform/i18n/keepNumbersWithUnits';

export interface LegalDocumentProps {
  doc: LegalDoc;
  /** The path of another document (and section) — the composer knows no routes. */
  hrefFor: (doc: DocId, section?: string) => string;
  /** The values of the document's fill-ins (`{ field }`); one not given shows as a blank line to be filled. */
  fields?: DocumentFields;
  /**
   * document: a contents card and "back to top" (long legal texts); letter: a short letter to sign — no contents,
   * the sections on one sheet of paper.
   */
  layout?: 'document' | 'letter';
  /** Letters: what closes the sheet (the signature lines, a seal once signed). */
  signature?: ReactNode;
  className?: string;
}

/*
 * Long-form reading at 375: 15-unit body text with a 1.8 line height, ink on white (15:1), headings numbered
 * as the table of contents numbers them, nothing sticky. In-page jumps scroll and move focus to the heading
 * (no `#hash` history entries: back in the web view must leave the page, not walk the anchors).
 */

const Page = styled.article`
  padding: ${px(12)} ${px(12)} ${px(72)};
  background: var(--color-canvas);
  color: var(--color-text);
  font-size: ${px(15)};
  line-height: 1.8;
  overflow-wrap: anywhere;
  /* Korean wraps between words, as Korean readers expect (not inside a word, as CJK text may). */
  :root:lang(ko) & {
    word-break: keep-all;
  }
`;

const Header = styled.header`
  position: relative;
  overflow: hidden;
  padding: ${px(22)} ${px(18)} ${px(18)};
  border-radius: ${px(16)};
  background: linear-gradient(150deg, #fff6ef 0%, #ffe9e4 100%);
`;

const HeaderArt = styled.svg`
  position: absolute;
  top: ${px(14)};
  right: ${px(14)};
  width: ${px(54)};
  height: ${px(62)};
`;

const Title = styled.h1`
  margin: 0 ${px(62)} 0 0;
  font-size: ${px(22)};
  line-height: 1.35;
  font-weight: 800;
  letter-spacing: 0.01em;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing(4)}
  }
`;

const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(6)} ${px(8)};
  margin: ${px(12)} 0 0;
  font-size: ${px(12)};
  line-height: 1.5;
`;

const MetaItem = styled.div`
  display: flex;
  gap: ${px(4)};
  padding: ${px(3)} ${px(10)};
  border-radius: ${px(999)};
  background: rgba(255, 255, 255, 0.85);
  color: var(--color-textMuted);
  dt {
    font-weight: 400;
  }
  dd {
    margin: 0;
    color: var(--color-text);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Intro = styled.p`
  margin: ${px(14)} 0 0;
  color: var(--color-text);
  font-size: ${px(14)};
  line-height: 1.8;
`;

const Card = styled.div`
  margin-top: ${px(12)};
  padding: ${px(16)} ${px(16)} ${px(18)};
  border-radius: ${px(16)};
  background: var(--color-surface);
`;

const TocTitle = styled.h2`
  margin: 0 0 ${px(4)};
  color: var(--color-textMuted);
  font-size: ${px(13)};
  font-weight: 700;
  letter-spacing: 0.08em;
`;

const TocList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TocLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${px(10)};
  min-height: ${px(44)};
  border-bottom: 1px solid var(--color-line);
  color: var(--color-text);
  font-size: ${px(14)};
  line-height: 1.45;
  text-decoration: none;
  li:last-child > & {
    border-bottom: none;
  }
  &:focus-visible {
    ${focusRing(0)}
  }
`;

const TocNumber = styled.span`
  flex: none;
  width: ${px(24)};
  color: var(--color-accentStrong);
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const Chevron = styled.span`
  margin-left: auto;
  color: var(--color-textMuted);
`;

const SectionCard = styled(Card).attrs({ as: 'section' })`
  scroll-margin-top: ${px(12)};
`;

/* A letter: every section on one sheet of paper, a hairline between them, the signature at its foot. */
const Sheet = styled.div`
  position: relative;
  margin-top: ${px(12)};
  padding: ${px(4)} ${px(16)} ${px(18)};
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: 0 ${px(2)} ${px(12)} rgba(80, 40, 20, 0.06);
`;

const LetterSection = styled.section`
  padding: ${px(16)} 0;
  scroll-margin-top: ${px(12)};
  /* A letter's tables are label and value: room for the label on one line. */
  && thead th:first-child {
    width: 36%;
  }
  & + & {
    border-top: 1px dashed var(--color-line);
  }
`;

const Heading = styled.h2`
  display: flex;
  align-items: baseline;
  gap: ${px(8)};
  margin: 0 0 ${px(10)};
  font-size: ${px(17)};
  line-height: 1.45;
  font-weight: 800;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing(4)}
  }
`;

const HeadingNumber = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  min-width: ${px(24)};
  height: ${px(24)};
  border-radius: ${px(8)};
  background: var(--color-accentGradient);
  color: var(--color-onAccent);
  font-size: ${px(13)};
  font-variant-numeric: tabular-nums;
  transform: translateY(${px(-2)});
`;

const Paragraph = styled.p`
  margin: 0 0 ${px(10)};
  &:last-child {
    margin-bottom: 0;
  }
`;

const ClauseList = styled.ol`
  margin: 0 0 ${px(10)};
  padding: 0;
  list-style: none;
  &:last-child {
    margin-bottom: 0;
  }
  > li {
    display: flex;
    gap: ${px(8)};
    & + li {
      margin-top: ${px(8)};
    }
  }
`;

const ClauseNumber = styled.span`
  flex: none;
  min-width: ${px(28)};
  color: var(--color-accentStrong);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const ClauseBody = styled.div`
  flex: 1;
  min-width: 0;
`;

const SubList = styled.ol`
  margin: ${px(4)} 0 0;
  padding: 0;
  list-style: none;
  color: var(--color-text);
  > li {
    display: flex;
    gap: ${px(6)};
  }
`;

const SubNumber = styled.span`
  flex: none;
  color: var(--color-textMuted);
  font-variant-numeric: tabular-nums;
`;

const Bullets = styled.ul`
  margin: 0 0 ${px(10)};
  padding: 0;
  list-style: none;
  &:last-child {
    margin-bottom: 0;
  }
  > li {
    position: relative;
    padding-left: ${px(16)};
    &::before {
      content: '';
      position: absolute;
      left: ${px(3)};
      top: 0.8em;
      width: ${px(6)};
      height: ${px(6)};
      border-radius: 50%;
      background: var(--color-accent);
    }
  }
`;

const Table = styled.table`
  width: 100%;
  margin: 0 0 ${px(10)};
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  border: 1px solid var(--color-line);
  border-radius: ${px(10)};
  overflow: hidden;
  font-size: ${px(13)};
  line-height: 1.6;
  &:last-child {
    margin-bottom: 0;
  }
  caption {
    margin-bottom: ${px(6)};
    color: var(--color-textMuted);
    font-size: ${px(12)};
    text-align: left;
  }
  th,
  td {
    padding: ${px(8)};
    text-align: left;
    vertical-align: top;
    border-top: 1px solid var(--color-line);
  }
  /* Room for a row's name on one line: six CJK characters ("應用程式環境", "實名認證資料") in bold at 320–375 px. */
  thead th:first-child {
    width: 31%;
  }
  thead th {
    border-top: none;
    background: #fff3ec;
    font-weight: 700;
  }
  tbody th {
    font-weight: 700;
  }
  th + th,
  th + td,
  td + td {
    border-left: 1px solid var(--color-line);
  }
`;

const Note = styled.aside`
  display: flex;
  gap: ${px(10)};
  margin: 0 0 ${px(10)};
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(12)};
  background: #fff4e0;
  border-left: ${px(4)} solid var(--color-goldStrong);
  font-size: ${px(14)};
  line-height: 1.75;
  &:last-child {
    margin-bottom: 0;
  }
`;

const NoteIcon = styled.svg`
  flex: none;
  width: ${px(18)};
  height: ${px(18)};
  margin-top: 0.2em;
`;

/* A fill-in: the value written on the form's line, like ink on a printed letter (tinted, underlined, never broken). */
const Fill = styled.span`
  padding: 0 ${px(3)};
  border-bottom: ${px(1.5)} solid var(--color-accentStrong);
  border-radius: ${px(3)} ${px(3)} 0 0;
  background: #fff1ec;
  color: #8a1f3d;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
  overflow-wrap: anywhere;
`;

/* A fill-in not known (yet): the printed line left blank, its meaning said to a screen reader. */
const Blank = styled.span`
  display: inline-block;
  min-width: ${px(64)};
  height: 1em;
  border-bottom: ${px(1.5)} solid var(--color-textFaint);
  vertical-align: -0.1em;
`;

const BlankText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Em = styled.em`
  color: var(--color-accentStrong);
  font-style: normal;
  font-weight: 700;
`;

const Strong = styled.strong`
  font-weight: 800;
  text-decoration: underline;
  text-decoration-thickness: ${px(1)};
  text-underline-offset: 0.2em;
`;

const linkStyle = `
  color: #0b62c4;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.18em;
`;

const DocLink = styled(Link)`
  ${linkStyle}
  &:focus-visible {
    ${focusRing(1)}
  }
`;

const InPageLink = styled.a`
  ${linkStyle}
  &:focus-visible {
    ${focusRing(1)}
  }
`;

const BackToTop = styled.button`
  position: fixed;
  right: ${px(16)};
  bottom: calc(${px(20)} + env(safe-area-inset-bottom, 0px));
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: ${px(48)};
  height: ${px(48)};
  padding: 0;
  border: none;
  border-radius: 50%;
  background: var(--color-surface);
  color: var(--color-accentStrong);
  box-shadow: 0 ${px(4)} ${px(14)} rgba(34, 26, 22, 0.18);
  font-size: ${px(10)};
  font-weight: 700;
  line-height: 1.1;
  cursor: pointer;
  animation: ${fadeIn} var(--motion-fade-in) ease-out both;
  ${whenReducedMotion(css`
    animation: none;
  `)}
  &:focus-visible {
    ${focusRing(2)}
  }
  svg {
    width: ${px(18)};
    height: ${px(18)};
  }
`;

const Footer = styled.p`
  margin: ${px(16)} 0 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  text-align: center;
`;

/** Scroll to an element of this page and move focus to it (headings are `tabIndex={-1}`). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  if (scrollToIdAndFocus(id)) event.preventDefault();
}

/** The id of a section's heading (what a link to the section scrolls to and focuses). */
export const headingId = (sectionId: string) => `${sectionId}-title`;

function Inlines({
  runs,
  doc,
  hrefFor,
  fields,
  blank,
}: {
  runs: Inline[];
  doc: LegalDoc;
  hrefFor: LegalDocumentProps['hrefFor'];
  fields: DocumentFields;
  blank: string;
}) {
  // The documents are text of their own, not translations: numbers are kept with their units here (i18n does it for
  // t()), across runs too ("第" + a bold "1").
  const texts = keepRunsTogether(
    runs.map((run) =>
      typeof run === 'string'
        ? run
        : 'em' in run
          ? run.em
          : 'strong' in run
            ? run.strong
            : 'link' in run
              ? run.link.text
              : '',
    ),
  );
  return runs.map((run, index): ReactNode => {
    const kept = texts[index] ?? '';
    if (typeof run === 'string') return <Fragment key={index}>{kept}</Fragment>;
    if ('em' in run) return <Em key={index}>{kept}</Em>;
    if ('strong' in run) return <Strong key={index}>{kept}</Strong>;
    if ('field' in run) {
      const value = fields[run.field];
      return value ? (
        <Fill key={index} data-field={run.field}>
          {value}
        </Fill>
      ) : (
        <Blank key={index} data-field={run.field} data-blank="">
          <BlankText>{blank}</BlankText>
        </Blank>
      );
    }
    const { doc: target, section } = run.link;
    if (target === doc.id && section)
      return (
        <InPageLink key={index} href={`#${section}`} onClick={(event) => jumpTo(event, headingId(section))}>
          {kept}
        </InPageLink>
      );
    return (
      <DocLink key={index} to={hrefFor(target, section)}>
        {kept}
      </DocLink>
    );
  });
}

function ClauseItems({
  clauses,
  prefix,
  render,
}: {
  clauses: Clause[];
  prefix: string;
  render: (runs: Inline[]) => ReactNode;
}) {
  return (
    <ClauseList>
      {clauses.map((clause, index) => (
        <li key={index}>
          <ClauseNumber aria-hidden="true">{`${prefix}${index + 1}`}</ClauseNumber>
          <ClauseBody>
            {render(clause.text)}
            {clause.items && (
              <SubList>
                {clause.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <SubNumber aria-hidden="true">{`(${itemIndex + 1})`}</SubNumber>
                    <span>{render(item)}</span>
                  </li>
                ))}
              </SubList>
            )}
          </ClauseBody>
        </li>
      ))}
    </ClauseList>
  );
}

function BlockView({ block, number, render }: { block: Block; number: number; render: (runs: Inline[]) => ReactNode }) {
  switch (block.kind) {
    case 'paragraph':
      return <Paragraph>{render(block.text)}</Paragraph>;
    case 'clauses':
      return <ClauseItems clauses={block.clauses} prefix={`${number}.`} render={render} />;
    case 'bullets':
      return (
        <Bullets>
          {block.items.map((item, index) => (
            <li key={index}>{render(item)}</li>
          ))}
        </Bullets>
      );
    case 'table':
      return (
        <Table>
          {block.caption && <caption>{block.caption}</caption>}
          <thead>
            <tr>
              {block.head.map((cell, index) => (
                <th key={index} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row">
                      {render(cell)}
                    </th>
                  ) : (
                    <td key={cellIndex}>{render(cell)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      );
    case 'note':
      return (
        <Note>
          <NoteIcon viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="10" cy="10" r="9" fill="#B07400" />
            <rect x="9" y="4.5" width="2" height="7.5" rx="1" fill="#fff" />
            <circle cx="10" cy="14.6" r="1.3" fill="#fff" />
          </NoteIcon>
          <div>{render(block.text)}</div>
        </Note>
      );
  }
}

/** A hand-drawn document with a seal: the header's art. */
function DocumentArt() {
  return (
    <HeaderArt viewBox="0 0 54 62" aria-hidden="true">
      <path d="M6 4h30l12 12v40a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3z" fill="#fff" stroke="#F3B9A8" />
      <path d="M36 4v9a3 3 0 0 0 3 3h9" fill="#FFE3D6" stroke="#F3B9A8" />
      <path d="M11 22h24M11 29h28M11 36h20" stroke="#F6C7B8" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="38" cy="47" r="9" fill="#E8466E" />
      <path d="m34 47 3 3 5-6" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
    </HeaderArt>
  );
}

/**
 * One legal or rule document: its title, version and effective date, a table of contents, numbered sections
 * and clauses, tables, notes, links to other documents, and a "back to top" button once the header has
 * scrolled away.
 */
export function LegalDocument({
  doc,
  hrefFor,
  fields = {},
  layout = 'document',
  signature,
  className,
}: LegalDocumentProps) {
  const { t, i18n } = useTranslation('legal');
  const headerRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [scrolledAway, setScrolledAway] = useState(false);
  const render = (runs: Inline[]) => (
    <Inlines runs={runs} doc={doc} hrefFor={hrefFor} fields={fields} blank={t('blank')} />
  );
  const isLetter = layout === 'letter';
  const sectionBody = (section: Section, index: number) => (
    <>
      <Heading id={headingId(section.id)} tabIndex={-1}>
        <HeadingNumber aria-hidden="true">{index + 1}</HeadingNumber>
        <span>{keepNumbersWithUnits(section.title)}</span>
      </Heading>
      {section.blocks.map((block, blockIndex) => (
        <BlockView key={blockIndex} block={block} number={index + 1} render={render} />
      ))}
    </>
  );
  const moment = effectiveMoment(doc.effectiveDate);
  const effective =
    moment === null
      ? doc.effectiveDate
      : dateFormat(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' })(moment);

  useEffect(() => {
    const header = headerRef.current;
    if (isLetter || !header || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setScrolledAway(entry ? !entry.isIntersecting : false));
    observer.observe(header);
    return () => observer.disconnect();
  }, [isLetter]);

  return (
    <Page className={className} aria-labelledby={`${doc.id}-doc-title`}>
      <Header ref={headerRef}>
        <DocumentArt />
        <Title id={`${doc.id}-doc-title`} ref={titleRef} tabIndex={-1}>
          {doc.title}
        </Title>
        <Meta>
          <MetaItem>
            <dt>{t('version')}</dt>
            <dd>{doc.version}</dd>
          </MetaItem>
          <MetaItem>
            <dt>{t('effectiveDate')}</dt>
            <dd>{effective}</dd>
          </MetaItem>
        </Meta>
        {doc.intro && <Intro>{render(doc.intro)}</Intro>}
      </Header>

      {!isLetter && (
        <Card as="nav" aria-labelledby={`${doc.id}-toc`}>
          <TocTitle id={`${doc.id}-toc`}>{t('contents')}</TocTitle>
          <TocList>
            {tableOfContents(doc).map((entry) => (
              <li key={entry.id}>
                <TocLink href={`#${entry.id}`} onClick={(event) => jumpTo(event, headingId(entry.id))}>
                  <TocNumber aria-hidden="true">{String(entry.number).padStart(2, '0')}</TocNumber>
                  <span>{keepNumbersWithUnits(entry.title)}</span>
                  <Chevron aria-hidden="true">›</Chevron>
                </TocLink>
              </li>
            ))}
          </TocList>
        </Card>
      )}

      {isLetter ? (
        <Sheet>
          {doc.sections.map((section, index) => (
            <LetterSection key={section.id} id={section.id} aria-labelledby={headingId(section.id)}>
              {sectionBody(section, index)}
            </LetterSection>
          ))}
          {signature}
        </Sheet>
      ) : (
        doc.sections.map((section, index) => (
          <SectionCard key={section.id} id={section.id} aria-labelledby={headingId(section.id)}>
            {sectionBody(section, index)}
          </SectionCard>
        ))
      )}

      <Footer>{t('footer', { version: doc.version, date: effective })}</Footer>

      {scrolledAway && !isLetter && (
        <BackToTop
          type="button"
          aria-label={t('backToTop')}
          onClick={() => headerRef.current && titleRef.current && scrollToAndFocus(headerRef.current, titleRef.current)}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M4 9l6-6 6 6M10 3v14"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span aria-hidden="true">{t('top')}</span>
        </BackToTop>
      )}
    </Page>
  );
}
