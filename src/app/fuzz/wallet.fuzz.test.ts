// @vitest-environment happy-dom
import { walletReplyCases } from '../../features/wallet/replies.testing';
import { updateClientEnv } from '../../platform/env/clientEnv';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

// The web checkout shows every field of these replies (iOS shows the app store's card instead).
updateClientEnv({ platform: 'android' });
describeReplyFuzz('wallet', walletReplyCases());
