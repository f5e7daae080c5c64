/** The virtual girlfriend profile card of spec §2 (`?anchor_id=`). */
export const VIRTUALGF_PROFILE_PATH = '/h5/broadcaster/virtualgfprofile';

export const virtualGfProfilePath = (anchorId: string) =>
  `${VIRTUALGF_PROFILE_PATH}?anchor_id=${encodeURIComponent(anchorId)}`;
