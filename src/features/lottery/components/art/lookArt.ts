import { useEffect, useState } from 'react';
import type { BlindBoxSeries } from '../../api';
import type { ArtSet } from '../PrizeArt';

type Look = BlindBoxSeries['look'];

const LOADERS: Record<Look, () => Promise<ArtSet>> = {
  dragon: () => import('./dragonArt').then((module) => module.DRAGON_ART),
  summer: () => import('./summerArt').then((module) => module.SUMMER_ART),
  love: () => import('./cpArt').then((module) => module.CP_ART),
  star: () => import('./starArt').then((module) => module.STAR_ART),
};

/**
 * The drawings of a shelf page's chosen series: the page's first series comes with it (`preloaded`), another series'
 * when it is chosen — a shelf page does not download every series' drawings for the one it opens on. Until they
 * arrive, its prizes are drawn by their kind.
 */
export function useLookArt(look: Look, preloaded: Partial<Record<Look, ArtSet>>): ArtSet {
  const [sets, setSets] = useState(preloaded);
  const art = sets[look];
  useEffect(() => {
    if (art) return;
    let current = true;
    void LOADERS[look]().then((loaded) => {
      if (current) setSets((known) => ({ ...known, [look]: loaded }));
    });
    return () => {
      current = false;
    };
  }, [art, look]);
  return art ?? {};
}
