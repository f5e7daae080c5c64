import type { DocId } from './legalDocument';
import {
  ACTIVITY_RULE_PATH,
  BROADCASTER_AGREEMENT_PATH,
  COMMITMENT_LETTER_PATH,
  COMMUNITY_RULES_PATH,
  GUILD_AGREEMENT_PATH,
  PRIVACY_PATH,
  PROMISE_LETTER_PATH,
  RECHARGE_AGREEMENT_PATH,
  UNION_LETTER_PATH,
  USER_AGREEMENT_PATH,
} from './paths';

/** The page that shows each document (the anchor–guild agreement is read where it is signed). */
export const DOCUMENT_PATHS: Record<DocId, string> = {
  activityRule: ACTIVITY_RULE_PATH,
  community: COMMUNITY_RULES_PATH,
  recharge: RECHARGE_AGREEMENT_PATH,
  privacy: PRIVACY_PATH,
  broadcaster: BROADCASTER_AGREEMENT_PATH,
  userAgreement: USER_AGREEMENT_PATH,
  anchorGuild: GUILD_AGREEMENT_PATH,
  // The letters are read where they are signed.
  unionLetter: UNION_LETTER_PATH,
  promiseLetter: PROMISE_LETTER_PATH,
  commitmentLetter: COMMITMENT_LETTER_PATH,
};

/** A link to a document, or to one of its sections (the page scrolls to `#section` once the document is there). */
export const documentHref = (doc: DocId, section?: string) => `${DOCUMENT_PATHS[doc]}${section ? `#${section}` : ''}`;
