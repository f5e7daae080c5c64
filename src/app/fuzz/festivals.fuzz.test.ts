// @vitest-environment happy-dom
import { festivalReplyCases } from '../../features/festivals/replies.testing';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

describeReplyFuzz('festivals', festivalReplyCases());
