// @vitest-environment happy-dom
import { anchorReplyCases } from '../../features/anchor/replies.testing';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

describeReplyFuzz('anchor', anchorReplyCases());
