import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { px } from '../px';
import { DEFAULT_IMAGE } from './defaultImage';

/**
 * Where the image is in its life: `pending` (no address yet), `idle` (waiting to come
 * near the viewport), `loading`, `loaded`, `fallback` (the address failed or was empty)
 * and `failed` (even the fallback failed). Exposed as `data-state` for tests.
 */
export type LazyImageState = 'pending' | 'idle' | 'loading' | 'loaded' | 'fallback' | 'failed';

export interface LazyImageProps {
  /**
   * Image address. `undefined` means "not known yet" (data still loading): the
   * shimmer stays. An empty string means "there is no image": the fallback shows.
   */
  src: string | undefined;
  /** What the image shows, for screen readers. Pass "" only for purely decorative images. */
  alt: string;
  /** Width ÷ height, e.g. 1, 16 / 9 or 3 / 4. The box keeps this shape before, during and after loading. */
  ratio?: number;
  /**
   * Shown when the image fails (or `src` is ""): an image address, or a node such as
   * `<DefaultAvatar />`. Defaults to a neutral built-in picture.
   */
  fallback?: string | ReactNode;
  /** Corner radius in design units, or 'round' for a circle. Defaults to 0. */
  radius?: number | 'round';
  /** How the picture fills the box; defaults to 'cover' (cropped, never stretched). */
  fit?: 'cover' | 'contain';
  /** Load at once, first, and show without fading in, instead of when the image comes within ~200 px of the viewport (first-screen banners and avatars). */
  eager?: boolean;
  /** Class name for layout (width, margins). */
  className?: string;
  /** Inline style for layout. */
  style?: CSSProperties;
}

/** How far outside the viewport an image starts loading. */
export const LAZY_ROOT_MARGIN = '200px';

/**
 * An image is never on the critical path: one that has not arrived this long after it started
 * loading (a host that never answers) is given up. Its request is cancelled, so it no longer holds
 * the page's load event (the web view's spinner waits for it), and the fallback shows. Long enough
 * for a 200 KB banner on a slow 3G connection.
 */
export const IMAGE_TIMEOUT_MS = 8000;

const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

const Frame = styled.span<{ $ratio: number; $radius: number | 'round' }>`
  position: relative;
  display: block;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ $radius }) => ($radius === 'round' ? '50%' : px($radius))};
  /* the soft tone left behind transparent or letterboxed (contain) pictures */
  background: #f8eee6;
  /* the padding box holds the ratio (aspect-ratio is too new for Safari 14 web views) */
  &::before {
    content: '';
    display: block;
    padding-top: ${({ $ratio }) => `${(100 / $ratio).toFixed(4)}%`};
  }
`;

const layer = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`;

/*
 * The shimmer is a highlight moved with \`transform\` (the compositor animates it; a
 * moving background would repaint every frame on the main thread), and it runs only
 * while an image is on its way, not for the many waiting off screen.
 */
const Placeholder = styled.span<{ $animated: boolean; $gone: boolean }>`
  ${layer}
  display: block;
  overflow: hidden;
  background: #f6e9df;
  ${({ $animated }) =>
    $animated &&
    css`
      &::after {
        content: '';
        position: absolute;
        inset: 0;
        background: linear-gradient(90deg, transparent 0%, rgba(255, 255, 255, 0.55) 50%, transparent 100%);
        animation: ${shimmer} 1.4s ease-in-out infinite;
      }
    `}
  opacity: ${({ $gone }) => ($gone ? 0 : 1)};
  transition: opacity var(--motion-fade-in) ease;
`;

const Img = styled.img<{ $fit: 'cover' | 'contain'; $visible: boolean }>`
  ${layer}
  display: block;
  object-fit: ${({ $fit }) => $fit};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity var(--motion-fade-in) ease;
`;

const FallbackNode = styled.span`
  ${layer}
  display: flex;
  align-items: center;
  justify-content: center;
  & > svg {
    width: 100%;
    height: 100%;
  }
`;

const hasIntersectionObserver = () =>
  typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';

/** True once the element has come within LAZY_ROOT_MARGIN of the viewport (at once without IntersectionObserver). */
function useNearViewport(eager: boolean) {
  const ref = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(() => eager || !hasIntersectionObserver());
  useEffect(() => {
    if (near) return undefined;
    const element = ref.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

type Stage = 'main' | 'fallback' | 'failed';

function LazyImageBody({
  src,
  alt,
  ratio = 1,
  fallback = DEFAULT_IMAGE,
  radius = 0,
  fit = 'cover',
  eager = false,
  className,
  style,
}: LazyImageProps) {
  const { ref, near } = useNearViewport(eager);
  const [stage, setStage] = useState<Stage>(src === '' ? 'fallback' : 'main');
  const [loaded, setLoaded] = useState(false);
  const fallbackIsAddress = typeof fallback === 'string';

  const fail = useCallback(() => {
    setLoaded(false);
    setStage((current) => (current === 'main' ? 'fallback' : 'failed'));
  }, []);

  // A cached image may already be complete when the element mounts.
  const img = useRef<HTMLImageElement | null>(null);
  const imgRef = useCallback((element: HTMLImageElement | null) => {
    img.current = element;
    if (element?.complete && element.naturalWidth > 0) setLoaded(true);
  }, []);

  let state: LazyImageState;
  if (src === undefined) state = 'pending';
  else if (stage === 'failed') state = 'failed';
  else if (stage === 'fallback') state = 'fallback';
  else if (!near) state = 'idle';
  else state = loaded ? 'loaded' : 'loading';

  const address = stage === 'main' ? src : fallbackIsAddress ? fallback : undefined;
  const showImg = src !== undefined && near && stage !== 'failed' && Boolean(address);
  const showNode = stage === 'fallback' && !fallbackIsAddress && src !== undefined;
  const settled = (showImg && loaded) || showNode;

  const waiting = showImg && stage === 'main' && !loaded;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => {
      // Without a src the browser aborts the request (and fires no error event of its own).
      img.current?.removeAttribute('src');
      fail();
    }, IMAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting, fail]);
  // Before an <img> carries the alt text, the frame itself is the labelled image.
  const frameIsImage = !showImg && !showNode && alt !== '';

  return (
    <Frame
      ref={ref}
      $ratio={ratio > 0 ? ratio : 1}
      $radius={radius}
      className={className}
      style={style}
      data-state={state}
      role={frameIsImage ? 'img' : undefined}
      aria-label={frameIsImage ? alt : undefined}
      // Busy only while something is on its way: an image waiting off screen is not loading anything.
      aria-busy={state === 'loading' || state === 'pending' ? true : undefined}
    >
      <Placeholder aria-hidden="true" $animated={state === 'pending' || state === 'loading'} $gone={settled} />
      {showImg && (
        <Img
          key={address}
          ref={imgRef}
          src={address}
          alt={alt}
          // A first-screen image paints the moment it arrives, without a fade that waits for a
          // React render (a busy main thread would hold the page's main picture back); it also
          // asks the network for it first.
          decoding={eager ? 'auto' : 'async'}
          fetchPriority={eager ? 'high' : undefined}
          $fit={fit}
          $visible={eager || loaded}
          onLoad={() => setLoaded(true)}
          onError={fail}
        />
      )}
      {showNode && (
        <FallbackNode role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
          {fallback}
        </FallbackNode>
      )}
    </Frame>
  );
}

/**
 * An image that loads only when it comes near the viewport, keeps its box (fixed
 * ratio, so nothing shifts), shimmers until it arrives and falls back to a neutral
 * picture when it fails.
 */
export function LazyImage(props: LazyImageProps) {
  // A new address starts over (placeholder, then load).
  return <LazyImageBody key={props.src ?? '\u0000pending'} {...props} />;
}
