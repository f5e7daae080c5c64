import type { AppRoute } from '../../platform/navigation/appRoute';
import { CARD_CLIENT_PATH, DISCOUNT_RECHARGE_PATH, RECHARGE_PATH, VIP_PATH } from './paths';

/** Recharge, VIP, the discount and gift cards (README, "Recharge, VIP and gift cards"). */
export const walletRoutes: AppRoute[] = [
  {
    id: 'recharge',
    path: RECHARGE_PATH,
    titleKey: 'wallet:titles.recharge',
    load: () => import('./pages/RechargePage'),
  },
  { id: 'vip', path: VIP_PATH, titleKey: 'wallet:titles.vip', load: () => import('./pages/VipPage') },
  {
    id: 'discount-recharge',
    path: DISCOUNT_RECHARGE_PATH,
    titleKey: 'wallet:titles.discount',
    load: () => import('./pages/DiscountRechargePage'),
  },
  {
    id: 'card-client',
    path: CARD_CLIENT_PATH,
    titleKey: 'wallet:titles.card',
    load: () => import('./pages/CardClientPage'),
  },
];
