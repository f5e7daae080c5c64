/** The tribe pages (ours: the spec names the screens "Tribe square and tribe hall" and the PK tournament, no paths). */
export const TRIBES_PATH = '/h5/tribes';
export const TRIBE_HALL_PATH = '/h5/tribes/hall';
export const TRIBE_PK_PATH = '/h5/tribes/pk';

export const tribeHallPath = (tribeId: string) => `${TRIBE_HALL_PATH}?tribe_id=${encodeURIComponent(tribeId)}`;
