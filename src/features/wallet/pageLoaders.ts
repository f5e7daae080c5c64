/**
 * This area's pages, each loaded on demand. The file arrives with the area's `routes.ts`, which the entry loads when
 * a page of the area opens (app/appAreas.ts); each page's list of files to preload lives here (docs/areas/shell.md, "A page
 * downloads what it uses").
 */
export const cardClientPage = () => import('./pages/CardClientPage');
export const discountRechargePage = () => import('./pages/DiscountRechargePage');
export const rechargePage = () => import('./pages/RechargePage');
export const vipPage = () => import('./pages/VipPage');
export const vipRulesPage = () => import('./pages/VipRulesPage');
export const withdrawPage = () => import('./withdraw/WithdrawPage');
export const withdrawConfirmPage = () => import('./withdraw/WithdrawConfirmPage');
export const alipayAccountPage = () => import('./withdraw/AlipayAccountPage');
export const creditTransactionPage = () => import('./withdraw/CreditTransactionPage');
export const loginPage = () => import('./withdraw/LoginPage');
export const exchangePage = () => import('./withdraw/ExchangePage');
