import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { focusRing } from '../../../ui/interaction';
import { whenReducedMotion } from '../../../ui/motion';
import { px } from '../../../ui/px';
import { photoAt, stepPhoto } from '../model';

const HERO_HEIGHT = 440;
const EMPTY_HEIGHT = 320;

const Hero = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => px($height)};
  overflow: hidden;
  background: #24183f;
`;

const Track = styled.div`
  display: flex;
  height: 100%;
  overflow-x: auto;
  overflow-y: hidden;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  &:focus-visible {
    ${focusRing(-3)}
  }
  ${whenReducedMotion(css`
    scroll-behavior: auto;
  `)}
`;

const Slide = styled.div`
  position: relative;
  flex: 0 0 100%;
  height: 100%;
  scroll-snap-align: center;
  scroll-snap-stop: always;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0;
    transition: opacity var(--motion-fade-in, 300ms) ease;
  }
  img[data-loaded='true'] {
    opacity: 1;
  }
`;

const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

/** Drawn behind every photo until it arrives: a soft silhouette on the twilight, with a light passing over it. */
const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background:
    linear-gradient(100deg, transparent 30%, rgba(255, 255, 255, 0.08) 50%, transparent 70%) 0 0 / 200% 100%,
    radial-gradient(70% 50% at 50% 45%, rgba(255, 141, 180, 0.22) 0%, rgba(255, 141, 180, 0) 70%),
    linear-gradient(180deg, #2f2152 0%, #1f1538 100%);
  animation: ${shimmer} 1.6s linear infinite;
  ${whenReducedMotion(css`
    animation: none;
  `)}
  svg {
    width: ${px(150)};
    opacity: 0.5;
  }
`;

const Failed = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${px(10)};
  background: linear-gradient(180deg, #2f2152 0%, #1f1538 100%);
  color: #e9dcf5;
  font-size: ${px(14)};
  svg {
    width: ${px(72)};
  }
`;

const NavButton = styled.button`
  position: absolute;
  top: 42%;
  display: grid;
  place-items: center;
  width: ${px(40)};
  height: ${px(40)};
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(22, 15, 42, 0.55);
  color: #fff;
  cursor: pointer;
  backdrop-filter: blur(${px(6)});
  &:disabled {
    opacity: 0;
    pointer-events: none;
  }
  &:focus-visible {
    ${focusRing(2)}
  }
  svg {
    width: ${px(22)};
  }
`;

const Counter = styled.span`
  position: absolute;
  top: ${px(12)};
  right: ${px(12)};
  padding: ${px(3)} ${px(10)};
  border-radius: ${px(12)};
  background: rgba(22, 15, 42, 0.6);
  color: #fff;
  font-size: ${px(12)};
  font-variant-numeric: tabular-nums;
`;

const Dots = styled.span`
  position: absolute;
  top: ${px(12)};
  left: 50%;
  display: flex;
  gap: ${px(6)};
  transform: translateX(-50%);
  span {
    width: ${px(6)};
    height: ${px(6)};
    border-radius: ${px(3)};
    background: rgba(255, 255, 255, 0.5);
    transition: width var(--motion-scale-in, 200ms) ease;
  }
  span[data-current='true'] {
    width: ${px(18)};
    background: #fff;
  }
`;

/** The name and facts, over the foot of the photos on a shade that keeps them readable on any picture. */
const Overlay = styled.div`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  padding: ${px(64)} ${px(16)} ${px(16)};
  background: linear-gradient(180deg, rgba(22, 15, 42, 0) 0%, rgba(22, 15, 42, 0.78) 45%, #160f2a 100%);
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

const Nobody = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(10)};
  padding-top: ${px(40)};
  background:
    radial-gradient(circle at 18% 22%, rgba(255, 212, 228, 0.7) 0 ${px(1.5)}, transparent ${px(2.5)}),
    radial-gradient(circle at 82% 16%, rgba(255, 212, 228, 0.6) 0 ${px(2)}, transparent ${px(3)}),
    radial-gradient(circle at 70% 48%, rgba(255, 212, 228, 0.5) 0 ${px(1.5)}, transparent ${px(2.5)}),
    radial-gradient(60% 50% at 50% 35%, rgba(213, 107, 255, 0.35) 0%, rgba(213, 107, 255, 0) 70%),
    linear-gradient(180deg, #2f2152 0%, #1f1538 100%);
  color: #e9dcf5;
  font-size: ${px(13)};
`;

const Face = styled.span`
  display: grid;
  place-items: center;
  width: ${px(104)};
  height: ${px(104)};
  overflow: hidden;
  border-radius: 50%;
  background: linear-gradient(135deg, #ffd4e4, #d5a6ff);
  box-shadow:
    0 0 0 ${px(3)} #ffa9c9,
    0 ${px(10)} ${px(30)} rgba(255, 141, 180, 0.45);
  color: #5e2a6b;
  font-size: ${px(42)};
  font-weight: 800;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

function Silhouette() {
  return (
    <svg viewBox="0 0 120 140" aria-hidden="true">
      <path
        fill="#FFD4E4"
        d="M60 8c-20 0-31 15-31 36 0 17 3 31-3 50 13 3 23-2 27-9h14c4 7 14 12 27 9-6-19-3-33-3-50C91 23 80 8 60 8Z"
      />
      <path fill="#FFD4E4" d="M20 140c2-30 18-48 40-48s38 18 40 48Z" />
    </svg>
  );
}

function BrokenPicture() {
  return (
    <svg viewBox="0 0 72 60" fill="none" aria-hidden="true">
      <rect x="4" y="4" width="64" height="52" rx="8" stroke="#FFA9C9" strokeWidth="3" />
      <circle cx="24" cy="21" r="6" fill="#FFA9C9" />
      <path d="M8 48 26 32l10 9 9-7 19 14" stroke="#FFA9C9" strokeWidth="3" strokeLinejoin="round" />
      <path d="M10 54 62 6" stroke="#FFD4E4" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function Photo({ src, alt, eager }: { src: string; alt: string; eager: boolean }) {
  const { t } = useTranslation('virtualgf');
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (state === 'failed')
    return (
      <Failed>
        <BrokenPicture />
        {t('photos.failed')}
      </Failed>
    );
  return (
    <>
      {state === 'loading' && (
        <Placeholder>
          <Silhouette />
        </Placeholder>
      )}
      <img
        src={src}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        data-loaded={state === 'loaded'}
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
    </>
  );
}

function Portrait({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Face>
      {src && !failed ? (
        <img src={src} alt="" width={104} height={104} onError={() => setFailed(true)} />
      ) : (
        Array.from(name)[0]
      )}
    </Face>
  );
}

const Chevron = ({ flip }: { flip?: boolean }) => (
  <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
    <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export interface PhotoCarouselProps {
  photos: readonly string[];
  /** Her name: each photo's text alternative, and the initial drawn when she has no photo and no picture. */
  name: string;
  avatar: string;
  /** Her name and facts, laid over the foot of the photos. */
  children?: ReactNode;
}

/**
 * Her photos edge to edge: swiped (the browser's own scroll snapping, so a swipe feels native), or stepped with the
 * buttons; the dots and the counter show which. The first photo loads at once, the rest when near; each shows a
 * drawn placeholder until it arrives and a drawn "unavailable" if it fails. No photo: her picture on the twilight.
 */
export function PhotoCarousel({ photos, name, avatar, children }: PhotoCarouselProps) {
  const { t } = useTranslation('virtualgf');
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  /** A button's target while the track glides there: the scroll events on the way do not move the dots back. */
  const target = useRef<number | null>(null);
  const frame = useRef(0);
  const count = photos.length;

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const element = track.current;
      if (!element) return;
      const shown = photoAt(element.scrollLeft, element.clientWidth, count);
      if (target.current !== null && shown !== target.current) return;
      target.current = null;
      setIndex(shown);
    });
  }, [count]);

  const go = (step: 1 | -1) => {
    const element = track.current;
    const next = stepPhoto(index, step, count);
    target.current = next;
    setIndex(next);
    element?.scrollTo({ left: next * element.clientWidth });
  };

  if (count === 0)
    return (
      <Hero $height={EMPTY_HEIGHT}>
        <Nobody>
          <Portrait src={avatar} name={name} />
          {t('photos.none')}
        </Nobody>
        <Overlay>{children}</Overlay>
      </Hero>
    );

  return (
    <Hero $height={HERO_HEIGHT}>
      <Track
        ref={track}
        role="region"
        aria-roledescription="carousel"
        aria-label={t('photos.label')}
        // Focusable, so the arrow keys scroll it too (a scrolling region must be reachable by keyboard).
        tabIndex={0}
        onScroll={onScroll}
        onPointerDown={() => {
          target.current = null;
        }}
        data-photo-index={index}
      >
        {photos.map((src, at) => (
          <Slide
            key={src}
            role="group"
            aria-roledescription="slide"
            aria-label={t('photos.slide', { index: at + 1, count })}
          >
            <Photo src={src} alt={name} eager={at === 0} />
          </Slide>
        ))}
      </Track>
      {count > 1 && (
        <>
          <Dots aria-hidden="true">
            {photos.map((src, at) => (
              <span key={src} data-current={at === index} />
            ))}
          </Dots>
          <Counter aria-live="polite">{`${index + 1}/${count}`}</Counter>
          <NavButton
            type="button"
            aria-label={t('photos.previous')}
            disabled={index === 0}
            onClick={() => go(-1)}
            style={{ left: px(10) }}
          >
            <Chevron flip />
          </NavButton>
          <NavButton
            type="button"
            aria-label={t('photos.next')}
            disabled={index === count - 1}
            onClick={() => go(1)}
            style={{ right: px(10) }}
          >
            <Chevron />
          </NavButton>
        </>
      )}
      <Overlay>{children}</Overlay>
    </Hero>
  );
}
