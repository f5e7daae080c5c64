import { QaScreen } from '../components/qa/QaScreen';

/** `/h5/question`: the anchor Q&A — getting started, points and income, rating and traffic, rules and safety. */
export default function QuestionPage() {
  return <QaScreen set="anchor" />;
}
