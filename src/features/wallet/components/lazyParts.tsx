import { type ComponentProps, Suspense } from 'react';
import { lazyComponent } from '../../../ui/lazyComponent';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { UnknownOutcome } from '../../../ui/UnknownOutcome/UnknownOutcome';
import type { Agent } from '../api';
import { BarNotice } from './StorePage';

// What a store's first screen does not show loads when it is needed (docs/areas/wallet.md,
// Size): the purchase sheet when an intent opens, the agents when scrolled near, the member search when chosen.

const Sheet = lazyComponent(async () => (await import('./PurchaseSheet')).PurchaseSheet);
const Agents = lazyComponent(async () => (await import('./AgentList')).AgentList);
const Other = lazyComponent(async () => (await import('./OtherMember')).OtherMember);

/** The confirm / pay / result sheet, whenever the page has an open intent (a reload on the pay step included). */
export function PurchaseSheetSlot(props: ComponentProps<typeof Sheet.Component>) {
  const { intent } = props.purchase;
  if (!intent || intent.open === false) return null;
  return (
    <Suspense fallback={null}>
      <Sheet.Component {...props} />
    </Suspense>
  );
}

/**
 * An order request that got no answer and whose sheet was closed: said at the top of the store's pinned total bar,
 * with its check, where it stays in sight (the page's end, under the bar, was where nobody looked).
 */
export function PurchaseNotice({ purchase }: Pick<ComponentProps<typeof Sheet.Component>, 'purchase'>) {
  const { intent } = purchase;
  if (intent?.open !== false || !intent.unknown) return null;
  return (
    <BarNotice>
      <UnknownOutcome checking={purchase.creating} onCheck={purchase.pay} />
    </BarNotice>
  );
}

export function LazyAgentList({ agents }: { agents: Agent[] }) {
  return (
    <Suspense fallback={<Skeleton $height={150} $radius={16} />}>
      <Agents.Component agents={agents} />
    </Suspense>
  );
}

export type OtherMemberProps = ComponentProps<typeof Other.Component>;

export function LazyOtherMember(props: OtherMemberProps) {
  return (
    <Suspense fallback={<Skeleton $height={72} $radius={14} />}>
      <Other.Component {...props} />
    </Suspense>
  );
}

/** The sheet's code starts loading when a purchase may start (the first tap on the page). */
export const preloadSheet = () => void Sheet.preload().catch(() => undefined);

/** Loads the sheet's code now and says when it is there (stories: a tap's sheet is on its first frame). */
export const preloadPurchaseSheet = (): Promise<unknown> => Sheet.preload();
