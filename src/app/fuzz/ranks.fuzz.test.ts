// @vitest-environment happy-dom
import { rankReplyCases } from '../../features/ranks/replies.testing';
import { describeReplyFuzz } from '../replyFuzz.testing';

describeReplyFuzz('ranks', rankReplyCases());
