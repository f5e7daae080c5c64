// @vitest-environment happy-dom
import { cpReplyCases } from '../../features/cp/replies.testing';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

describeReplyFuzz('cp', cpReplyCases());
