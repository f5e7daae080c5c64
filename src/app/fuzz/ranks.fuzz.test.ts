// @vitest-environment happy-dom
import { rankReplyCases } from '../../features/ranks/replies.testing';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

describeReplyFuzz('ranks', rankReplyCases());
