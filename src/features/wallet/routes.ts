import type { AppRoute } from '../../platform/navigation/appRoute';
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
  WITHDRAW_CONFIRM_PATH,
  WITHDRAW_CONFIRM_WEB_PATH,
  WITHDRAW_PATH,
  WITHDRAW_WEB_PATH,
} from './paths';

/**
 * Recharge, VIP, the discount and gift cards (README, "Recharge, VIP and gift cards"). Each page's own strings
 * are their own namespace, so a page downloads the shared `wallet` strings and its own, not the others'.
 */
export const walletRoutes: AppRoute[] = [
  {
    id: 'recharge',
    path: RECHARGE_PATH,
    titleKey: 'wallet:titles.recharge',
    load: () => import('./pageLoaders').then((pages) => pages.rechargePage()),
    namespaces: ['walletRecharge'],
  },
  {
    id: 'vip',
    path: VIP_PATH,
    titleKey: 'wallet:titles.vip',
    load: () => import('./pageLoaders').then((pages) => pages.vipPage()),
    namespaces: ['walletVip'],
  },
  {
    id: 'discount-recharge',
    path: DISCOUNT_RECHARGE_PATH,
    titleKey: 'wallet:titles.discount',
    load: () => import('./pageLoaders').then((pages) => pages.discountRechargePage()),
    namespaces: ['walletDiscount'],
  },
  {
    id: 'card-client',
    path: CARD_CLIENT_PATH,
    titleKey: 'wallet:titles.card',
    load: () => import('./pageLoaders').then((pages) => pages.cardClientPage()),
    namespaces: ['walletCard'],
  },
  {
    id: 'withdraw',
    path: WITHDRAW_PATH,
    titleKey: 'withdraw:titles.withdraw',
    load: () => import('./pageLoaders').then((pages) => pages.withdrawPage()),
  },
  {
    id: 'withdraw-confirm',
    path: WITHDRAW_CONFIRM_PATH,
    titleKey: 'withdraw:titles.confirm',
    load: () => import('./pageLoaders').then((pages) => pages.withdrawConfirmPage()),
  },
  {
    id: 'alipay-account',
    path: ALIPAY_ACCOUNT_PATH,
    titleKey: 'withdraw:titles.account',
    load: () => import('./pageLoaders').then((pages) => pages.alipayAccountPage()),
  },
  {
    id: 'credit-transaction',
    path: CREDIT_TRANSACTION_PATH,
    titleKey: 'withdraw:titles.ledger',
    load: () => import('./pageLoaders').then((pages) => pages.creditTransactionPage()),
  },
  // The same pages for a plain browser (issue 19): no bridge, signed in through /h5/login; links stay on /web.
  {
    id: 'withdraw-web',
    path: WITHDRAW_WEB_PATH,
    titleKey: 'withdraw:titles.withdraw',
    load: () => import('./pageLoaders').then((pages) => pages.withdrawPage()),
  },
  {
    id: 'withdraw-confirm-web',
    path: WITHDRAW_CONFIRM_WEB_PATH,
    titleKey: 'withdraw:titles.confirm',
    load: () => import('./pageLoaders').then((pages) => pages.withdrawConfirmPage()),
  },
  {
    id: 'alipay-account-web',
    path: ALIPAY_ACCOUNT_WEB_PATH,
    titleKey: 'withdraw:titles.account',
    load: () => import('./pageLoaders').then((pages) => pages.alipayAccountPage()),
  },
  {
    id: 'login',
    path: LOGIN_PATH,
    titleKey: 'withdraw:titles.login',
    load: () => import('./pageLoaders').then((pages) => pages.loginPage()),
  },
  {
    id: 'exchange',
    path: EXCHANGE_PATH,
    titleKey: 'withdraw:titles.exchange',
    load: () => import('./pageLoaders').then((pages) => pages.exchangePage()),
  },
];
