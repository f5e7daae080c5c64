// @vitest-environment happy-dom
import { letterReplyCases } from '../../features/agreements/lettersReplies.testing';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

describeReplyFuzz('letters', letterReplyCases());
