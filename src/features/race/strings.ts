/**
 * What the rules, records and medal pages say: their own strings (`racePages`, kept out of the namespace every race's
 * first visit downloads), then the race's (titles, cars, units). Used with `nsMode: 'fallback'`: by default a
 * component's `t` looks in the first namespace only.
 */
export const RACE_PAGES_STRINGS = ['racePages', 'race'] as const;
