// @vitest-environment happy-dom
import { virtualGfReplyCases } from '../../features/virtualgf/replies.testing';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

describeReplyFuzz('virtualgf', virtualGfReplyCases());
