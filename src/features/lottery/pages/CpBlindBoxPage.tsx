import { CpBoxes } from '../components/CpBoxes';

/** `/h5/cp/blindbox`: the CP blind box — boxes sent to my CP partner, and the ones my partner sent me (spec §2). */
export default function CpBlindBoxPage() {
  return <CpBoxes mode="gift" />;
}
