// @vitest-environment happy-dom
import { lotteryReplyCases } from '../../features/lottery/replies.testing';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

describeReplyFuzz('lottery', lotteryReplyCases());
