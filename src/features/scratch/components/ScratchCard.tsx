import { useEffectEvent, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { MOTION_ATTRIBUTE } from '../../../ui/motion';
import { MAX_COLUMN_WIDTH, px } from '../../../ui/px';
import { coveredShare, createCoverage, markSegment, type Stroke, type StrokePoint } from './scratchCoverage';

export interface ScratchCardProps {
  /** What lies under the foil (the parent renders the prize, or a placeholder until the server has answered). */
  children: ReactNode;
  /** Accessible name of the card (role="img"), e.g. "Scratch card: scratch to reveal" or, once cleared, the result. */
  label: string;
  /** Text drawn on the foil ("Scratch here"), already translated. */
  hint: string;
  /** The rest of the foil clears (threshold reached, auto mode, "reveal all", leaving): a short fade/scale of the foil (transform/opacity only), instant under reduced motion. */
  cleared: boolean;
  /** Strokes are ignored (no card to scratch); a touch calls onBlockedTouch instead. */
  disabled?: boolean;
  onBlockedTouch?: () => void;
  /** Once, at the first stroke on this card (the page opens the card on the server then). */
  onScratchStart?: () => void;
  /** Once, when the scratched share reaches `threshold` (default 0.6). */
  onThreshold?: () => void;
  threshold?: number;
  /** Strokes already scratched, drawn at mount (a story pins a half-scratched foil with it). */
  initialStrokes?: readonly Stroke[];
  className?: string;
}

/** Brush width in design units: a fingertip; five passes clear a phone-wide card. */
const BRUSH = 34;
/** A 3× phone would triple the bitmap (and iOS's shared canvas memory) for no visible gain on a foil. */
const MAX_DPR = 2;

type Segment = readonly [StrokePoint, StrokePoint];

/** A stroke as segments; its first point is a zero-length segment, so a tap scratches a dot. */
const segmentsOf = (stroke: Stroke): Segment[] => stroke.map((p, i) => [stroke[i - 1] ?? p, p] as const);

const Card = styled.div`
  position: relative;
  isolation: isolate;
  width: 100%;
  overflow: hidden;
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: 0 ${px(6)} ${px(18)} rgba(150, 104, 20, 0.28);
  /* a long press while scratching must not select the prize or open iOS's callout */
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
  /* the padding box holds the 2:1 ratio (aspect-ratio is too new for Safari 14 web views) */
  &::before {
    content: '';
    display: block;
    padding-top: 50%;
  }
`;

const Prize = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

const Foil = styled.canvas<{ $cleared: boolean }>`
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  touch-action: none;
  transition:
    opacity 450ms ease-out,
    transform 450ms ease-out;
  ${({ $cleared }) =>
    $cleared &&
    css`
      opacity: 0;
      transform: scale(1.08);
      pointer-events: none;
    `}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  :root[${MOTION_ATTRIBUTE}='reduced'] & {
    transition: none;
  }
`;

/** A five-pointed star path centred on (x, y). */
function star(ctx: CanvasRenderingContext2D, x: number, y: number, r: number) {
  for (let i = 0; i < 10; i++) {
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    const d = i % 2 ? r * 0.45 : r;
    ctx.lineTo(x + d * Math.cos(a), y + d * Math.sin(a));
  }
}

/** The foil (lengths in CSS px, `u` = one design unit): silver to gold, printed stars and coins, two sheens, a dashed frame, the hint. */
function paintFoil(ctx: CanvasRenderingContext2D, w: number, h: number, u: number, hint: string, font: string) {
  ctx.save();
  const metal = ctx.createLinearGradient(0, 0, w, h);
  metal.addColorStop(0, '#f1f3f7');
  metal.addColorStop(0.3, '#b9c1cd');
  metal.addColorStop(0.62, '#f2d68a');
  metal.addColorStop(1, '#c38a24');
  ctx.fillStyle = metal;
  ctx.fillRect(0, 0, w, h);

  // Staggered rows, stars and coins alternating, faint enough not to fight the hint.
  const step = 28 * u;
  for (let row = 0, y = step / 2; y < h + step; row++, y += step) {
    for (let x = row % 2 ? step : step / 2, i = row; x < w + step; x += step, i++) {
      ctx.beginPath();
      if (i % 2) {
        star(ctx, x, y, 5 * u);
        ctx.fillStyle = 'rgba(255,255,255,.55)';
      } else {
        ctx.arc(x, y, 4 * u, 0, 2 * Math.PI);
        ctx.fillStyle = 'rgba(166,112,18,.22)';
      }
      ctx.fill();
    }
  }

  // The sheen runs at 45° whatever the card's ratio: the gradient's axis ends at the far corner.
  const d = (w + h) / 2;
  const sheen = ctx.createLinearGradient(0, 0, d, d);
  for (const [at, alpha] of [
    [0.16, 0],
    [0.25, 0.75],
    [0.34, 0],
    [0.68, 0],
    [0.72, 0.5],
    [0.76, 0],
  ] as const) {
    sheen.addColorStop(at, `rgba(255,255,255,${alpha})`);
  }
  ctx.fillStyle = sheen;
  ctx.fillRect(0, 0, w, h);

  const m = 8 * u;
  ctx.beginPath();
  // roundRect came with Safari 16: older iOS web views get square corners.
  if (typeof ctx.roundRect === 'function') ctx.roundRect(m, m, w - 2 * m, h - 2 * m, 10 * u);
  else ctx.rect(m, m, w - 2 * m, h - 2 * m);
  ctx.setLineDash([6 * u, 4 * u]);
  ctx.lineWidth = 1.5 * u;
  ctx.strokeStyle = 'rgba(120,78,8,.55)';
  ctx.stroke();

  // Dark brown with a pale halo reads on silver and on gold alike; maxWidth squeezes a long translation.
  ctx.font = `800 ${22 * u}px ${font}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.shadowColor = 'rgba(255,250,230,.9)';
  ctx.shadowBlur = 6 * u;
  ctx.shadowOffsetY = u;
  ctx.fillStyle = '#5a3a06';
  ctx.fillText(hint, w / 2, h / 2, w - 6 * m);
  ctx.restore();
}

/**
 * A scratch card: the children (the prize) under a canvas foil that the finger erases.
 * Coverage is tracked on a coarse grid (scratchCoverage) from the same segments, never by
 * reading pixels back. Points are queued per pointer event and drawn once per frame as
 * one path. The page never scrolls while a finger scratches the card, and scrolls as usual
 * when the finger starts elsewhere. Without a 2D context (a test DOM) it shows the children.
 */
export function ScratchCard({
  children,
  label,
  hint,
  cleared,
  disabled = false,
  onBlockedTouch,
  onScratchStart,
  onThreshold,
  threshold = 0.6,
  initialStrokes,
  className,
}: ScratchCardProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Outlive a repaint for a new hint: what was scratched, and which one-off callbacks have fired.
  const history = useRef<Stroke[] | null>(null);
  const fired = useRef({ start: false, threshold: false });

  // Props read when the finger moves, so a new callback or threshold never restarts the canvas.
  const initial = useEffectEvent(() => initialStrokes ?? []);
  const mayScratch = useEffectEvent(() => {
    if (disabled) {
      onBlockedTouch?.();
      return false;
    }
    if (!fired.current.start) {
      fired.current.start = true;
      onScratchStart?.();
    }
    return true;
  });
  // Checked after the user's own strokes only: pre-drawn strokes past the threshold report at the next stroke.
  const scratched = useEffectEvent((share: number) => {
    if (fired.current.threshold || share < threshold) return;
    fired.current.threshold = true;
    onThreshold?.();
  });

  // A layout effect, so the foil is painted before the prize is ever on screen.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return undefined;
    const strokes = (history.current ??= [...initial()]);
    let coverage = createCoverage();
    let w = 0;
    let h = 0;
    let radius = 0;
    let pending: Segment[] = [];
    let frame = 0;
    let stroke: StrokePoint[] | null = null;
    let pointer = -1;
    let box = new DOMRect();

    const scrape = (segments: readonly Segment[]) => {
      ctx.beginPath();
      for (const [a, b] of segments) {
        ctx.moveTo(a.x * w, a.y * h);
        // 0.01 px on: a zero-length segment strokes nothing, not even its round cap.
        ctx.lineTo(b.x * w + 0.01, b.y * h);
        markSegment(coverage, a.x * w, a.y * h, b.x * w, b.y * h, radius, w, h);
      }
      ctx.stroke();
    };

    // Setting the bitmap size wipes it: repaint the foil, then erase every stroke so far again.
    const fit = () => {
      // --unit of GlobalStyle, computed: CSS keeps it as calc() text, and a canvas takes numbers.
      const unit = Math.min(document.documentElement.clientWidth, MAX_COLUMN_WIDTH) / 375;
      const dpr = Math.min(window.devicePixelRatio || 1, MAX_DPR);
      w = canvas.clientWidth;
      h = canvas.clientHeight;
      radius = (BRUSH / 2) * unit;
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      paintFoil(ctx, w, h, unit, hint, getComputedStyle(canvas).fontFamily);
      ctx.globalCompositeOperation = 'destination-out';
      ctx.lineWidth = 2 * radius;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      coverage = createCoverage();
      scrape(strokes.flatMap(segmentsOf));
      // A repaint (a new hint when the strings arrive, a resize) can drop the frame that would have counted the
      // user's last strokes: count them here, once the user has scratched (never for pre-drawn strokes alone).
      if (fired.current.start) scratched(coveredShare(coverage));
    };

    const flush = () => {
      frame = 0;
      scrape(pending);
      pending = [];
      scratched(coveredShare(coverage));
    };
    const queue = (a: StrokePoint, b: StrokePoint) => {
      pending.push([a, b]);
      frame ||= requestAnimationFrame(flush);
    };
    const pointAt = (e: PointerEvent): StrokePoint => ({
      x: (e.clientX - box.left) / box.width,
      y: (e.clientY - box.top) / box.height,
    });

    const down = (e: PointerEvent) => {
      if (!e.isPrimary || !mayScratch()) return;
      try {
        canvas.setPointerCapture(e.pointerId);
      } catch {
        // A pointer already lifted (or a synthetic one) has nothing to capture; scratching works without.
      }
      pointer = e.pointerId;
      // Measured once per stroke: the page cannot scroll under the finger meanwhile.
      box = canvas.getBoundingClientRect();
      const p = pointAt(e);
      stroke = [p];
      strokes.push(stroke);
      queue(p, p);
    };
    const move = (e: PointerEvent) => {
      if (!stroke || e.pointerId !== pointer) return;
      const p = pointAt(e);
      queue(stroke[stroke.length - 1] ?? p, p);
      stroke.push(p);
    };
    const up = (e: PointerEvent) => {
      if (e.pointerId === pointer) stroke = null;
    };
    // React's touch listeners are passive; older iOS web views scroll despite touch-action.
    const holdPage = (e: TouchEvent) => e.preventDefault();

    const listeners = [
      ['pointerdown', down],
      ['pointermove', move],
      ['pointerup', up],
      ['pointercancel', up],
    ] as const;
    for (const [type, listener] of listeners) canvas.addEventListener(type, listener);
    canvas.addEventListener('touchmove', holdPage, { passive: false });

    fit();
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            if (canvas.clientWidth !== w || canvas.clientHeight !== h) fit();
          })
        : null;
    observer?.observe(canvas);

    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      for (const [type, listener] of listeners) canvas.removeEventListener(type, listener);
      canvas.removeEventListener('touchmove', holdPage);
      // iOS caps the memory of all canvases together; a 0×0 canvas gives its bitmap back now.
      canvas.width = 0;
      canvas.height = 0;
    };
  }, [hint]);

  return (
    <Card role="img" aria-label={label} className={className}>
      <Prize>{children}</Prize>
      <Foil ref={canvasRef} $cleared={cleared} />
    </Card>
  );
}
