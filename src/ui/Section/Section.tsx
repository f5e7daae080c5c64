import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing } from '../interaction';
import { px } from '../px';

export interface SectionProps {
  /** The block's title, already translated ("活動獎勵"). */
  title: ReactNode;
  /** Shows the "more" action at the right of the title (open the full board, all rewards…). */
  onMore?: () => void;
  /** Label of the "more" action; defaults to the translated "更多". */
  moreLabel?: string;
  /** Heading level of the title, so the page outline stays right; defaults to 2. */
  level?: 2 | 3;
  /** The block's content. */
  children?: ReactNode;
  /** Class name for layout. */
  className?: string;
}

const Block = styled.section`
  padding: ${px(20)} ${px(16)} ${px(8)};
`;

const Header = styled.div`
  display: grid;
  /*
   * Short titles sit exactly centred (equal side columns); a long one takes the
   * left side column's room too, and never runs under "more".
   */
  grid-template-columns: minmax(0, 1fr) minmax(0, auto) minmax(max-content, 1fr);
  align-items: center;
  margin-bottom: ${px(14)};
`;

const TitleRow = styled.div`
  display: flex;
  grid-row: 1;
  grid-column: 2;
  align-items: center;
  justify-content: center;
  gap: ${px(8)};
  min-width: 0;
  padding: 0 ${px(4)};
`;

const Heading = styled.h2`
  margin: 0;
  min-width: 0;
  color: var(--color-text);
  font-size: ${px(18)};
  font-weight: 800;
  line-height: 1.3;
  letter-spacing: 0.04em;
  text-align: center;
  overflow-wrap: anywhere;
`;

const Flourish = styled.svg<{ $flip?: boolean }>`
  /* gives way to a long title, down to the diamond */
  flex: 0 1 ${px(34)};
  min-width: ${px(12)};
  width: ${px(34)};
  height: ${px(12)};
  transform: ${({ $flip }) => ($flip ? 'scaleX(-1)' : 'none')};
`;

const More = styled.button`
  display: inline-flex;
  grid-row: 1;
  grid-column: 3;
  justify-self: end;
  align-items: center;
  gap: ${px(1)};
  height: ${px(28)};
  margin: 0;
  padding: 0 ${px(2)} 0 ${px(8)};
  border: 0;
  border-radius: ${px(999)};
  background: transparent;
  color: var(--color-accentStrong);
  font-size: ${px(13)};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color var(--motion-scale-in) ease;
  /* Pressed: the accent's pale pill behind the text (a fade would take the text below AA contrast). */
  &:active {
    background: #fff0f3;
  }
  &:focus-visible {
    ${focusRing(1)}
  }
  svg {
    width: ${px(14)};
    height: ${px(14)};
  }
`;

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <path
        d="m6 3.5 4.5 4.5L6 12.5"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The ornament either side of a title: a line fading in, a dot and a gold diamond. */
function TitleFlourish({ flip = false }: { flip?: boolean }) {
  return (
    <Flourish
      $flip={flip}
      viewBox="0 0 34 12"
      preserveAspectRatio="xMaxYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M1 6h19" stroke="#F6C453" strokeWidth="1.4" strokeLinecap="round" opacity="0.55" />
      <circle cx="22.5" cy="6" r="1.3" fill="#FF6A3D" />
      <path d="M29 1.2 33.4 6 29 10.8 24.6 6z" fill="#F6C453" stroke="#B9801F" strokeWidth="0.8" />
    </Flourish>
  );
}

/** A titled block of a campaign page (rewards, board, rules) with an optional "more" action. */
export function Section({ title, onMore, moreLabel, level = 2, children, className }: SectionProps) {
  const { t } = useTranslation('ui');
  const titleId = `section-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Block aria-labelledby={titleId} className={className}>
      <Header>
        <TitleRow>
          <TitleFlourish />
          <Heading as={level === 3 ? 'h3' : 'h2'} id={titleId}>
            {title}
          </Heading>
          <TitleFlourish flip />
        </TitleRow>
        {onMore && (
          <More type="button" onClick={onMore}>
            {moreLabel ?? t('section.more')}
            <Chevron />
          </More>
        )}
      </Header>
      {children}
    </Block>
  );
}
