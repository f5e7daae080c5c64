/** The live room PK (spec §2 `room/pk`); `?pk_id=` names one PK, without it the page shows the PK of the room I am in. */
export const ROOM_PK_PATH = '/h5/room/pk';
