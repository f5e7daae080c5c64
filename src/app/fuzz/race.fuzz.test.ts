// @vitest-environment happy-dom
import { raceReplyCases } from '../../features/race/replies.testing';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

describeReplyFuzz('race', raceReplyCases());
