import { QaScreen } from '../components/qa/QaScreen';

/** `/h5/new/question`: the new-anchor Q&A with withdrawals — tasks and rewards, the 7-day sign-in, withdrawing, account. */
export default function NewQuestionPage() {
  return <QaScreen set="new_anchor" />;
}
