// @vitest-environment happy-dom
import { nobleReplyCases } from '../../features/noble/replies.testing';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

describeReplyFuzz('noble', nobleReplyCases());
