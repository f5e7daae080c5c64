// @vitest-environment happy-dom
import { tribesReplyCases } from '../../features/tribes/replies.testing';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

describeReplyFuzz('tribes', tribesReplyCases());
