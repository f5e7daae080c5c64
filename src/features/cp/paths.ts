/** The CP pages of spec §2: a couple's page (`?cp_id=`, else mine) and announcing a pair. */
export const CP_SHOW_PATH = '/h5/cp/show';
export const CP_ANNOUNCE_PATH = '/h5/cp/announce';
/** Ours (the spec names the official CP hall and the matchmaker value, not their addresses): docs/areas/cp.md. */
export const CP_HALL_PATH = '/h5/cp/hall';
export const CP_MATCHMAKERS_PATH = '/h5/cp/matchmakers';

export const cpShowPath = (cpId: string) => `${CP_SHOW_PATH}?cp_id=${encodeURIComponent(cpId)}`;

export const cpAnnouncePath = (cpId: string) => `${CP_ANNOUNCE_PATH}?cp_id=${encodeURIComponent(cpId)}`;
