import { LetterScreen } from '../components/letters/LetterScreen';

/** The route's letter to sign (docs/areas/agreements.md; the screen is shared by the four letters). */
export default function PromiseLetterPage() {
  return <LetterScreen kind="promise" />;
}
