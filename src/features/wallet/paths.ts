/** The wallet's pages (spec §2 names them; they live under /h5/ like every official and utility page). */
export const RECHARGE_PATH = '/h5/recharge';
export const VIP_PATH = '/h5/vip';
export const DISCOUNT_RECHARGE_PATH = '/h5/discount_recharge';
export const CARD_CLIENT_PATH = '/h5/card_client';
export const WITHDRAW_PATH = '/h5/withdraw';
export const WITHDRAW_CONFIRM_PATH = '/h5/withdraw/confirm';
