import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import styled from 'styled-components';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { type TribeCard, type TribeSquare, tribeSquareQuery } from '../api';
import { MembershipDialog, useMembershipWrite } from '../components/MembershipDialog';
import { TribeCardRow } from '../components/TribeCardRow';
import { Panel, Stage, TribesQuery } from '../components/TribesParts';
import { joinAction } from '../model';
import { TRIBE_PK_PATH } from '../paths';
import { tribesTheme } from '../theme';

/** The PK banner: crossed banners of the two sides, the way into the tournament. */
const PkBanner = styled(Link)`
  position: relative;
  display: grid;
  gap: ${px(4)};
  overflow: hidden;
  padding: ${px(16)} ${px(16)} ${px(16)} ${px(96)};
  border-radius: ${px(18)};
  background:
    linear-gradient(100deg, rgba(255, 77, 109, 0.85) 0%, rgba(255, 77, 109, 0) 45%),
    linear-gradient(260deg, rgba(61, 139, 255, 0.85) 0%, rgba(61, 139, 255, 0) 45%),
    #1d2656;
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 226, 154, 0.45);
  color: #fff;
  text-decoration: none;
  strong {
    font-size: ${px(18)};
    font-weight: 900;
    letter-spacing: 0.02em;
    text-shadow: 0 ${px(2)} ${px(6)} rgba(0, 0, 0, 0.4);
  }
  span {
    color: #ffe9b8;
    font-size: ${px(13)};
  }
  svg {
    position: absolute;
    top: 50%;
    left: ${px(14)};
    width: ${px(68)};
    height: ${px(68)};
    transform: translateY(-50%);
  }
`;

const Search = styled.form`
  display: flex;
  gap: ${px(8)};
  input {
    flex: 1;
    min-width: 0;
    height: ${px(40)};
    padding: 0 ${px(14)};
    border: none;
    border-radius: ${px(20)};
    background: rgba(255, 255, 255, 0.1);
    box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.18);
    color: var(--color-text);
    font: inherit;
    font-size: ${px(14)};
  }
  input::placeholder {
    color: var(--color-textFaint);
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pending = styled.span`
  color: var(--color-textMuted);
  font-size: ${px(12)};
  white-space: nowrap;
`;

function CrossedBanners() {
  return (
    <svg viewBox="0 0 68 68" aria-hidden="true">
      <path d="M10 6 54 60" stroke="#FFE29A" strokeWidth="3" strokeLinecap="round" />
      <path d="M58 6 14 60" stroke="#FFE29A" strokeWidth="3" strokeLinecap="round" />
      <path d="M12 8h20l-4 7 4 7H16Z" fill="#FF4D6D" stroke="#fff" strokeWidth="1.2" />
      <path d="M56 8H36l4 7-4 7h16Z" fill="#3D8BFF" stroke="#fff" strokeWidth="1.2" />
      <circle cx="34" cy="34" r="9" fill="#FFC857" stroke="#fff" strokeWidth="2" />
      <path d="M30 34h8M34 30v8" stroke="#6B3F00" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

function Square({ data }: { data: TribeSquare }) {
  const { t } = useTranslation('tribes');
  const join = useMembershipWrite('join');
  const actionFor = (tribe: TribeCard) => {
    if (data.mine?.tribe_id === tribe.tribe_id) return null;
    const action = joinAction(data.requested === tribe.tribe_id ? 'requested' : 'none', tribe, data.mine !== null);
    if (action === 'requested') return <Pending>{t('join.requested')}</Pending>;
    if (action === 'full') return <Pending>{t('join.full')}</Pending>;
    if (action !== 'join' && action !== 'apply') return null;
    return (
      <Button
        size="small"
        onClick={() => join.open({ tribeId: tribe.tribe_id, name: tribe.name, approval: tribe.approval })}
      >
        {t(action === 'apply' ? 'join.apply' : 'join.confirm')}
      </Button>
    );
  };
  const others = data.tribes.filter((tribe) => tribe.tribe_id !== data.mine?.tribe_id);
  return (
    <>
      <Panel aria-labelledby="tribes-mine">
        <h2 id="tribes-mine">{t('square.mine')}</h2>
        {data.mine ? (
          <List>
            <TribeCardRow tribe={data.mine} mine />
          </List>
        ) : (
          <p>{t('square.noTribe')}</p>
        )}
      </Panel>
      <Panel aria-labelledby="tribes-discover">
        <h2 id="tribes-discover">{t('square.discover')}</h2>
        {others.length === 0 ? (
          <EmptyState message={t('square.none')} />
        ) : (
          <List>
            {others.map((tribe) => (
              <TribeCardRow key={tribe.tribe_id} tribe={tribe} action={actionFor(tribe)} />
            ))}
          </List>
        )}
      </Panel>
      <MembershipDialog act="join" write={join} />
    </>
  );
}

/** Tribe square: my tribe, the tournament, and every tribe to discover, search and join (or ask to). */
export default function TribeSquarePage() {
  const { t } = useTranslation('tribes');
  const back = useBackOrClose();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const square = useQuery({ ...tribeSquareQuery(query), placeholderData: (previous) => previous });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim().slice(0, 40));
  };
  return (
    <Scaffold theme={tribesTheme} title={t('titles.square')} onBack={back}>
      <Stage>
        <PkBanner to={TRIBE_PK_PATH}>
          <CrossedBanners />
          <strong>{t('square.pkTitle')}</strong>
          <span>{t('square.pkLine')}</span>
        </PkBanner>
        <Search role="search" onSubmit={search}>
          <input
            type="search"
            value={draft}
            maxLength={40}
            enterKeyHint="search"
            aria-label={t('square.search')}
            placeholder={t('square.searchHint')}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button size="small" type="submit">
            {t('square.searchAction')}
          </Button>
        </Search>
        <TribesQuery query={square}>{(data) => <Square data={data} />}</TribesQuery>
      </Stage>
    </Scaffold>
  );
}
