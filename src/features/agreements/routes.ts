import { type AppRoute, pageRoutes } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';
import {
  ACTIVITY_RULE_PATH,
  BROADCASTER_AGREEMENT_PATH,
  COMMITMENT_LETTER_PATH,
  COMMUNITY_RULES_PATH,
  GUILD_AGREEMENT_PATH,
  PRIVACY_PATH,
  PROMISE_LETTER_PATH,
  RECHARGE_AGREEMENT_PATH,
  REGISTRATION_PATH,
  UNION_LETTER_PATH,
  USER_AGREEMENT_PATH,
} from './paths';

/**
 * The agreements area's pages (docs/areas/agreements.md): path, id (also its loader in `pageLoaders.ts` and
 * its title in the `legal` strings) and the namespace of the page's own strings.
 */
export const agreementRoutes: AppRoute[] = pageRoutes(pageLoaders, [
  [ACTIVITY_RULE_PATH, 'activityRule', 'activityRule', 'legal:titles.activityRule'],
  [COMMUNITY_RULES_PATH, 'community', 'community', 'legal:titles.community'],
  [RECHARGE_AGREEMENT_PATH, 'recharge', 'recharge', 'legal:titles.recharge'],
  [PRIVACY_PATH, 'privacy', 'privacy', 'legal:titles.privacy'],
  [BROADCASTER_AGREEMENT_PATH, 'broadcaster', 'broadcaster', 'legal:titles.broadcaster'],
  [USER_AGREEMENT_PATH, 'userAgreement', 'userAgreement', 'legal:titles.userAgreement'],
  [UNION_LETTER_PATH, 'unionLetter', 'unionLetter', 'legal:titles.unionLetter', 'letters'],
  [PROMISE_LETTER_PATH, 'promiseLetter', 'promiseLetter', 'legal:titles.promiseLetter', 'letters'],
  [COMMITMENT_LETTER_PATH, 'commitmentLetter', 'commitmentLetter', 'legal:titles.commitmentLetter', 'letters'],
  [GUILD_AGREEMENT_PATH, 'guildAgreement', 'guildAgreement', 'legal:titles.guildAgreement', 'letters'],
  [REGISTRATION_PATH, 'registration', 'registration', 'legal:titles.registration', 'registration'],
]);
