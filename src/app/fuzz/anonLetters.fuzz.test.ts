// @vitest-environment happy-dom
import { lettersReplyCases } from '../../features/letters/replies.testing';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

describeReplyFuzz('anonymous letters', lettersReplyCases());
