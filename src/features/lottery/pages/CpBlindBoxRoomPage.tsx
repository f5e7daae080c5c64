import { Collection } from '../components/Collection';
import { CpBoxes } from '../components/CpBoxes';

/** `/h5/cpblindboxroom`: the CP blind-box room — a box opened here is mine and my CP partner's (spec §2). */
export default function CpBlindBoxRoomPage() {
  return <CpBoxes mode="together" collection={Collection} />;
}
