import type { ComponentType } from 'react';
import type { GiftDrawing } from './art/GiftArt';
import type { PageTheme } from '../../ui/pageTheme';
import type { FestivalState } from './contract';
import type { FestivalPhase } from './model';

/** What a festival page shows between its hero and its board, in order. `stage`: the festival's own mechanic. */
export type FestivalSection = 'stage' | 'gifts' | 'tasks' | 'board' | 'rewards';

/** Who the board ranks: its words (`board.kinds.<kind>`) and whether a row is one person or a pair. */
export type BoardKind = 'senders' | 'anchors' | 'pairs' | 'players';

/** A festival's own section (the sky of fireworks, the blessings wall…): it gets the state and the phase. */
export interface StageProps {
  festival: FestivalDefinition;
  state: FestivalState;
  phase: FestivalPhase;
  /** `phase === 'live'`: gifts count, walls take posts. */
  live: boolean;
}

/**
 * One festival or campaign, as the kit draws it (README, "A new festival"): its server name, its strings (its own
 * namespace, its rules lines included), its colours and drawing, the sections it shows, and, when it has
 * one, its own mechanic.
 */
export interface FestivalDefinition {
  /** The server's `festival` of every request. */
  festival: string;
  /** Its name in code (its namespace is `festival<Key>`). */
  key: string;
  /** Its own strings' namespace (`festival<Key>`: its name, tagline, gift names, sub-page titles, its stage's words). */
  ns: string;
  theme: PageTheme;
  Hero: ComponentType;
  /** The drawings of its gifts, by the server's `art` name (a gift it does not carry is drawn as a star). */
  gifts: Readonly<Record<string, GiftDrawing>>;
  sections: readonly FestivalSection[];
  board: BoardKind;
  /** Its own mechanic, drawn where `stage` is in `sections`. */
  Stage?: ComponentType<StageProps>;
  /** Its own rules page (the spec names some); without one the rules open as a sheet. */
  rulesPath?: string;
  /** Its own rewards page (goddess_reward, the Qixi campaign's rule-2). */
  rewardsPath?: string;
  /** Its winners' page (the Qixi campaign's publicity). */
  publicityPath?: string;
  /** How many rules lines of its own it has (`rules.<n>` in its namespace, from 1), before the kit's. */
  ownRules: number;
}

/** A definition with the kit's defaults: every section, a board of senders, no rules of its own. */
export const defineFestival = (
  definition: Pick<FestivalDefinition, 'festival' | 'key' | 'theme' | 'Hero'> & Partial<FestivalDefinition>,
): FestivalDefinition => ({
  ns: `festival${definition.key.charAt(0).toUpperCase()}${definition.key.slice(1)}`,
  sections: ['gifts', 'tasks', 'board', 'rewards'],
  board: 'senders',
  ownRules: 0,
  gifts: {},
  ...definition,
});
