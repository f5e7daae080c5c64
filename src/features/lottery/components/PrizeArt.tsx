import { createContext, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { px } from '../../../ui/px';
import type { PrizeKind } from '../model';
import { COMMON_ART } from './art/commonArt';
import { circle, GRADIENTS, type Part } from './art/paint';

/*
 * The lottery's prize art, drawn by hand on a 64-unit square, lit from the top left. A drawing is a list of paths:
 * [d, fill, stroke, stroke width, transform, dash]; a paint named in GRADIENTS is that gradient of this instance
 * (ids carry useId: a board shows many copies), '' is none. The drawings come in sets (./art): a page provides the
 * sets its games show (`PrizeArtSet`), so a page downloads its own prizes' drawings, not every game's.
 */

export type ArtSet = Readonly<Record<string, Part[]>>;

const ArtContext = createContext<ArtSet>(COMMON_ART);

/** The drawings the prizes under it are drawn from (besides the common ones and the drawings by kind). */
export function PrizeArtSet({ art, children }: { art: ArtSet; children: ReactNode }) {
  return <ArtContext.Provider value={art}>{children}</ArtContext.Provider>;
}

function Gradient({ id, spec }: { id: string; spec: string }) {
  const [, type, colors = ''] = /^([rd]?)(.*)$/.exec(spec) ?? [];
  const stops = colors
    .split(' ')
    .map((c, i, all) => <stop key={`${i}${c}`} offset={i / (all.length - 1)} stopColor={c} />);
  if (type === 'r') return <radialGradient id={id}>{stops}</radialGradient>;
  const d = type === 'd';
  return (
    <linearGradient id={id} x1={d ? 0 : 0.3} y1={d ? 1 : 0} x2={d ? 1 : 0.7} y2={d ? 0 : 1}>
      {stops}
    </linearGradient>
  );
}

const isGradient = (paint = '') => Object.hasOwn(GRADIENTS, paint);

type Fallbacks = Record<PrizeKind, Part[]>;
/** The drawings by kind, for an item no set draws: loaded the first time one is needed (a page rarely needs them). */
let fallbacks: Fallbacks | null = null;
let fallbacksLoading: Promise<Fallbacks> | null = null;
const loadFallbacks = () =>
  (fallbacksLoading ??= import('./art/fallbackArt').then((module) => (fallbacks = module.FALLBACK)));
/** Until they come: a plain gold token. */
const WAITING: Part[] = [[circle(32, 32, 20), 'gold', '#fff8', 2]];

function useFallback(kind: PrizeKind, needed: boolean): Part[] {
  const [, loaded] = useState(0);
  useEffect(() => {
    if (needed && !fallbacks) void loadFallbacks().then(() => loaded((count) => count + 1));
  }, [needed]);
  return fallbacks?.[kind] ?? WAITING;
}

/** A prize's picture, `size` design units square; decorative (the prize's name is written beside it). */
export function PrizeArt({ item, kind, size = 48 }: { item: string; kind: PrizeKind; size?: number }) {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const art = useContext(ArtContext);
  const drawn = Object.hasOwn(art, item) ? art[item] : Object.hasOwn(COMMON_ART, item) ? COMMON_ART[item] : undefined;
  const fallback = useFallback(kind, !drawn);
  const parts = drawn ?? fallback;
  // Only the gradients this drawing paints with: a board of thirty prizes is not thirty copies of every gradient.
  const used = new Set(parts.flatMap(([, fill, stroke]) => [fill, stroke].filter((c): c is string => isGradient(c))));
  const paint = (c = '') => (isGradient(c) ? `url(#${id}${c})` : c || 'none');
  return (
    <svg
      viewBox="0 0 64 64"
      width={px(size)}
      height={px(size)}
      aria-hidden="true"
      focusable="false"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <defs>
        {[...used].map((name) => (
          <Gradient key={name} id={id + name} spec={GRADIENTS[name]!} />
        ))}
      </defs>
      <PartPaths parts={parts} paint={paint} />
    </svg>
  );
}

/** A drawing's parts as paths, each paint (a gradient's name, a colour or '') turned into its fill or stroke. */
export function PartPaths({ parts, paint }: { parts: readonly Part[]; paint: (name?: string) => string }) {
  return parts.map(([d, fill, stroke, width = 1, transform, dash], i) => (
    <path
      // biome-ignore lint/suspicious/noArrayIndexKey: a drawing's parts are fixed
      key={i}
      d={d}
      fill={paint(fill)}
      stroke={paint(stroke)}
      strokeWidth={width}
      transform={transform}
      strokeDasharray={dash}
    />
  ));
}
