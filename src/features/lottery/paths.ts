/** The lottery area's routes (spec §2). */
export const WISH_WHEEL_PATH = '/h5/wheel/wish';
export const CONSTELLATION_PATH = '/h5/constellation';
export const FOOL_DAY_LOTTERY_PATH = '/h5/fool_day_lottery';
export const BLIND_BOX_HOUSE_PATH = '/h5/blindboxroom';
export const CP_BLIND_BOX_ROOM_PATH = '/h5/cpblindboxroom';
export const DRAGON_BLIND_BOX_PATH = '/h5/dragon_blind_box';
export const CP_BLIND_BOX_PATH = '/h5/cp/blindbox';
/** The summer blind box campaign (spec §2 campaign table, id 142, no expiry). */
export const SUMMER_BLIND_BOX_PATH = '/official-20250715-main';
