import { type AppRoute, pageRoutes } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';
import {
  ALIPAY_ACCOUNT_PATH,
  ALIPAY_ACCOUNT_WEB_PATH,
  CARD_CLIENT_PATH,
  CREDIT_TRANSACTION_PATH,
  DISCOUNT_RECHARGE_PATH,
  EXCHANGE_PATH,
  LOGIN_PATH,
  RECHARGE_PATH,
  VIP_PATH,
  VIP_RULES_PATH,
  WITHDRAW_CONFIRM_PATH,
  WITHDRAW_CONFIRM_WEB_PATH,
  WITHDRAW_PATH,
  WITHDRAW_WEB_PATH,
} from './paths';

/**
 * Recharge, VIP, the discount and gift cards (docs/areas/wallet.md) and the withdrawal pages
 * (docs/areas/withdraw.md): path, id, the page's loader (`pageLoaders.ts`), its title and the namespace of its own
 * strings (a page downloads the shared `wallet` or `withdraw` strings and its own, not the others'). The `/web` variants are the same pages for a plain browser (issue 19): no bridge, signed in through
 * /h5/login; links stay on /web.
 */
export const walletRoutes: AppRoute[] = [
  ...pageRoutes(pageLoaders, [
    [RECHARGE_PATH, 'recharge', 'rechargePage', 'wallet:titles.recharge', 'walletRecharge'],
    [VIP_PATH, 'vip', 'vipPage', 'wallet:titles.vip', 'walletVip'],
    [DISCOUNT_RECHARGE_PATH, 'discount-recharge', 'discountRechargePage', 'wallet:titles.discount', 'walletDiscount'],
    [CARD_CLIENT_PATH, 'card-client', 'cardClientPage', 'wallet:titles.card', 'walletCard'],
    [WITHDRAW_PATH, 'withdraw', 'withdrawPage', 'withdraw:titles.withdraw'],
    [WITHDRAW_CONFIRM_PATH, 'withdraw-confirm', 'withdrawConfirmPage', 'withdraw:titles.confirm'],
    [ALIPAY_ACCOUNT_PATH, 'alipay-account', 'alipayAccountPage', 'withdraw:titles.account'],
    [CREDIT_TRANSACTION_PATH, 'credit-transaction', 'creditTransactionPage', 'withdraw:titles.ledger'],
    [WITHDRAW_WEB_PATH, 'withdraw-web', 'withdrawPage', 'withdraw:titles.withdraw'],
    [WITHDRAW_CONFIRM_WEB_PATH, 'withdraw-confirm-web', 'withdrawConfirmPage', 'withdraw:titles.confirm'],
    [ALIPAY_ACCOUNT_WEB_PATH, 'alipay-account-web', 'alipayAccountPage', 'withdraw:titles.account'],
    [LOGIN_PATH, 'login', 'loginPage', 'withdraw:titles.login'],
    [EXCHANGE_PATH, 'exchange', 'exchangePage', 'withdraw:titles.exchange'],
  ]),
  // The VIP rules name the plans and perks in VIP's own words (walletVip) beside their own (walletVipRules).
  {
    id: 'vip-rules',
    path: VIP_RULES_PATH,
    titleKey: 'walletVipRules:title',
    load: pageLoaders.vipRulesPage,
    namespaces: ['walletVip'],
  },
];
