/** The CP pages of spec §2: a couple's page (`?cp_id=`, else mine) and announcing a pair. */
export const CP_SHOW_PATH = '/h5/cp/show';
export const CP_ANNOUNCE_PATH = '/h5/cp/announce';

export const cpAnnouncePath = (cpId: string) => `${CP_ANNOUNCE_PATH}?cp_id=${encodeURIComponent(cpId)}`;
