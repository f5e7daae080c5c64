import { LetterScreen } from '../components/letters/LetterScreen';

/**
 * `/h5/edit_agreement`: the anchor–guild agreement, its variable fields set before signing — the inviting guild
 * (the server's, read-only) and the term's start (today … today + 30, UTC+8; the term is one year).
 */
export default function GuildAgreementPage() {
  return <LetterScreen kind="guild" />;
}
