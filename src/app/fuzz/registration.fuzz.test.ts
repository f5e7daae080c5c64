// @vitest-environment happy-dom
import { registrationReplyCases } from '../../features/agreements/registrationReplies.testing';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

describeReplyFuzz('registration', registrationReplyCases());
