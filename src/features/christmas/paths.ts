/** The Christmas tree event's routes (ours: the spec names the screens, not their paths; docs/areas/christmas.md). */
export const CHRISTMAS_PATH = '/h5/christmas';
export const CHRISTMAS_RULES_PATH = '/h5/christmas/rules';
/** The lighting board is the ranks' billboard (a feature imports no other: `app/routes.test.ts` checks they agree). */
export const TREE_BOARD_PATH = '/h5/billboard/tree';
