import { CpBoxes } from '../components/CpBoxes';
import { useTranslation } from 'react-i18next';
import { GiftPanel } from '../components/GiftPanel';
import { Link } from '../../../ui/Link/Link';
import { px } from '../../../ui/px';
import { CP_BLIND_BOX_ROOM_PATH } from '../paths';

function RoomLink() {
  const { t } = useTranslation('cpBlindbox');
  return (
    <Link
      to={CP_BLIND_BOX_ROOM_PATH}
      style={{ color: 'var(--color-accentStrong)', fontSize: px(14), fontWeight: 800, textAlign: 'center' }}
    >
      {t('gift.collection')}
    </Link>
  );
}

/** `/h5/cp/blindbox`: the CP blind box — boxes sent to my CP partner, and the ones my partner sent me (spec §2). */
export default function CpBlindBoxPage() {
  return (
    <CpBoxes
      mode="gift"
      extra={({ state, lottery }) => (
        <>
          {state.partner && <GiftPanel game={state.game} state={state} partner={state.partner} lottery={lottery} />}
          {/* The series' collection (and its fragments) is shown in the room, where the boxes are opened together. */}
          <RoomLink />
        </>
      )}
    />
  );
}
