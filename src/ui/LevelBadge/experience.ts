/**
 * Level experience (spec §9): 1 per gold coin and 3 per 10 silver coins of gifts. One source for the rank rules
 * page, the boards' model and `/h5/mine_level`.
 */
export const EXPERIENCE_PER_GOLD = 1;
export const EXPERIENCE_PER_TEN_SILVER = 3;

export function levelExperience({ gold, silver }: { gold: number; silver: number }): number {
  const whole = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);
  return whole(gold) * EXPERIENCE_PER_GOLD + Math.floor((whole(silver) * EXPERIENCE_PER_TEN_SILVER) / 10);
}
