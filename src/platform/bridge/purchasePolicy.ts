import { useEffect, useState } from 'react';
import { useClientEnv } from '../env/useClientEnv';
import { openInApp } from './openInApp';
import { currentTransport, type TransportKind } from './transport';

/**
 * Where coins and VIP are bought (docs/areas/wallet.md). Inside the iOS app they are
 * digital goods, sold only through Apple's in-app purchase: the purchase buttons open the app's own store
 * (`jumpNative` `coin_recharge` / `vip_recharge`) and a page shows no other payment method, price list of
 * its own or top-up agent. Android and a plain browser get the web checkout. The platform decides this, in
 * one place; a page only asks.
 *
 * - `app-store`: iOS — native store only;
 * - `web`: Android or a browser — the page's packages, payment methods and agents;
 * - `checking`: not known yet (the bridge has not answered): the page shows no way to pay until it is.
 */
export type PurchaseChannel = 'app-store' | 'web' | 'checking';

/**
 * The channel from what start-up learnt from the app (`platform`), else from the bridge that answered (the
 * iOS library has no `init`; a page without a bridge is a browser); `undefined`: the bridge is still looked for.
 */
export function purchaseChannelOf(
  platform: 'ios' | 'android' | null,
  transport: TransportKind | null | undefined,
): PurchaseChannel {
  const phone = platform ?? transport;
  if (phone === 'ios') return 'app-store';
  if (phone === 'android' || transport === null) return 'web';
  return 'checking';
}

/** The purchase channel of this page, following start-up (the app's platform arrives after the first render). */
export function usePurchaseChannel(): PurchaseChannel {
  const { platform } = useClientEnv();
  const [transport, setTransport] = useState<TransportKind | null | undefined>(undefined);
  useEffect(() => {
    if (platform) return undefined;
    let live = true;
    void currentTransport().then((found) => {
      if (live) setTransport(found ? found.kind : null);
    });
    return () => {
      live = false;
    };
  }, [platform]);
  return purchaseChannelOf(platform, transport);
}

/** Opens the app's own store for coins or VIP (iOS); outside the app, says to open the app. */
export function openNativeStore(product: 'coins' | 'vip', notInAppMessage: string): void {
  openInApp({ target_name: product === 'vip' ? 'vip_recharge' : 'coin_recharge' }, notInAppMessage);
}
