// @vitest-environment happy-dom
import { scratchReplyCases } from '../../features/scratch/replies.testing';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

describeReplyFuzz('scratch', scratchReplyCases());
