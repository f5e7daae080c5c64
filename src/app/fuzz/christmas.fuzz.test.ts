// @vitest-environment happy-dom
import { christmasReplyCases } from '../../features/christmas/replies.testing';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

describeReplyFuzz('christmas', christmasReplyCases());
