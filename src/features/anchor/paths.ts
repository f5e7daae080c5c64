/** The anchor pages (spec §2). */
export const NEW_ANCHOR_V4_PATH = '/h5/new_anchor_v4';
export const NEW_ANCHOR_V3_PATH = '/h5/new_anchor_v3';
export const ANCHOR_RATING_PATH = '/h5/anchor_rating';
export const NEWER_RECOM_RULE_PATH = '/h5/newer_recom_rule';
export const CP_TASK_GUIDE_PATH = '/h5/cp_task_guide';
export const CHAT_TASK_GUIDE_PATH = '/h5/chat_task_guide';
export const QUESTION_PATH = '/h5/question';
export const NEW_QUESTION_PATH = '/h5/new/question';
export const REALITY_ALERT_PATH = '/h5/reality_alert';
export const AUTH_ALERT_PATH = '/h5/auth_alert';
export const ANCHOR_BEHAVIOR_PATH = '/h5/anchor_behavior';
export const AUTH_PATH = '/h5/auth';
