import { LetterScreen } from '../components/letters/LetterScreen';

/** The route's letter to sign (README, "Agreements and legal pages"; the screen is shared by the four letters). */
export default function UnionLetterPage() {
  return <LetterScreen kind="union" />;
}
