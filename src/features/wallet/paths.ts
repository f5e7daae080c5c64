/** The wallet's pages (spec §2 names them; they live under /h5/ like every official and utility page). */
export const RECHARGE_PATH = '/h5/recharge';
export const VIP_PATH = '/h5/vip';
/** The VIP rules (spec §2's "Noble and VIP rules page"; the path is ours, beside the VIP page). */
export const VIP_RULES_PATH = '/h5/vip/rules';
export const DISCOUNT_RECHARGE_PATH = '/h5/discount_recharge';
export const CARD_CLIENT_PATH = '/h5/card_client';
export const WITHDRAW_PATH = '/h5/withdraw';
export const WITHDRAW_CONFIRM_PATH = '/h5/withdraw/confirm';
export const ALIPAY_ACCOUNT_PATH = '/h5/alipay/account';
export const CREDIT_TRANSACTION_PATH = '/h5/credit_transaction';
/** The same pages for a plain browser outside the app (no bridge; signed in through `/h5/login`). */
export const WITHDRAW_WEB_PATH = '/h5/withdraw/web';
export const WITHDRAW_CONFIRM_WEB_PATH = '/h5/withdraw/confirm/web';
export const ALIPAY_ACCOUNT_WEB_PATH = '/h5/alipay/account/web';
export const LOGIN_PATH = '/h5/login';
export const EXCHANGE_PATH = '/h5/exchange';

/*
 * Pages of other areas the wallet's pages link to (areas do not import each other, so the paths are written here,
 * once): the recharge agreement (agreements), the noble tiers with their rules and my growth records (noble).
 */
export const RECHARGE_AGREEMENT_PATH = '/h5/charge';
export const NOBLE_INTRODUCE_PATH = '/h5/noble_introduce';
export const NOBLE_GROWTH_PATH = '/h5/noble_growth';
