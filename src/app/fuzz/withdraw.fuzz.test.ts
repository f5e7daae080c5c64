// @vitest-environment happy-dom
import { withdrawReplyCases } from '../../features/wallet/withdrawReplies.testing';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

describeReplyFuzz('withdraw', withdrawReplyCases());
