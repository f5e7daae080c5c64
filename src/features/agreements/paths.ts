/** The agreement, letter, form and legal pages (spec §2; docs/areas/agreements.md). */
export const ACTIVITY_RULE_PATH = '/h5/rule';
export const COMMUNITY_RULES_PATH = '/h5/rule/community';
export const RECHARGE_AGREEMENT_PATH = '/h5/charge';
export const PRIVACY_PATH = '/h5/privacy';
export const BROADCASTER_AGREEMENT_PATH = '/h5/broadcaster_agreement';
export const USER_AGREEMENT_PATH = '/h5/agreement';
/** The anchor joins a guild: the confirmation letter. */
export const UNION_LETTER_PATH = '/h5/anchor_union_agreement';
/** The anchor's promise letter. */
export const PROMISE_LETTER_PATH = '/h5/promise_page';
/** Party B's (the anchor's) commitment letter. */
export const COMMITMENT_LETTER_PATH = '/h5/promise';
/** The anchor–guild agreement: its variable fields filled in, then signed. */
export const GUILD_AGREEMENT_PATH = '/h5/edit_agreement';
export const REGISTRATION_PATH = '/h5/register_info_table';
