import { createWalletSimulator } from '../../../mocks/server/wallet';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { selfInfoQuery } from '../../platform/session/selfInfo';
import { buildSelfInfo } from '../../../mocks/fixtures/users';
import { parseAgents, parseCatalog, parseDiscount, parseVip, walletKeys } from './api';

/**
 * The wallet's replies for the shared fuzz test: real ones from the seeded simulator (a member with a monthly
 * VIP, a live discount), each rendered on the page that shows it (the web checkout: the fuzz test sets Android).
 */
export function walletReplyCases(): ReplyFuzzCase[] {
  const now = Date.UTC(2025, 6, 1, 12);
  const simulator = createWalletSimulator({ now: () => now, vip: { plan: 'monthly', daysLeft: 2 } });
  const token = 'fuzz';
  const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
    if (!reply.ok) throw new Error('the simulator refused');
    return reply.data;
  };
  const catalog = data(simulator.catalog(token));
  const me = [selfInfoQuery().queryKey, buildSelfInfo()] as const;
  const withCatalog = [walletKeys.catalog(), parseCatalog(catalog)] as const;
  return [
    {
      name: 'wallet catalog',
      sample: catalog,
      parse: parseCatalog,
      page: { path: '/h5/recharge', queryKey: walletKeys.catalog(), alongside: [me, [walletKeys.agents(), []]] },
    },
    {
      name: 'wallet agents',
      sample: data(simulator.agents()),
      parse: parseAgents,
      page: { path: '/h5/recharge', queryKey: walletKeys.agents(), alongside: [me, withCatalog] },
    },
    {
      name: 'wallet vip',
      sample: data(simulator.vip(token)),
      parse: parseVip,
      page: { path: '/h5/vip', queryKey: walletKeys.vip(), alongside: [me, withCatalog] },
    },
    {
      name: 'wallet discount',
      sample: data(simulator.discount(token)),
      parse: parseDiscount,
      page: { path: '/h5/discount_recharge', queryKey: walletKeys.discount(), alongside: [me, withCatalog] },
    },
  ];
}
