// @vitest-environment happy-dom
import { raceReplyCases } from '../../features/race/replies.testing';
import { describeReplyFuzz } from '../replyFuzz.testing';

describeReplyFuzz('race', raceReplyCases());
