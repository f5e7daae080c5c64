/** The noble and level pages (spec §2). */
export const NOBLE_PATH = '/h5/noble';
export const NOBLE_INTRODUCE_PATH = '/h5/noble_introduce';
export const NOBLE_GROWTH_PATH = '/h5/noble_growth';
export const MINE_LEVEL_PATH = '/h5/mine_level';
