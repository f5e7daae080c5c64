import type { DocId } from './legalDocument';

/**
 * This area's pages, each loaded on demand, by route id (`routes.ts`). The six document pages are one module: the page
 * is the composer around whichever document the route names.
 */
const documentPage = (id: DocId) => () =>
  import('./pages/LegalDocumentPage').then((module) => ({ default: module.legalDocumentPage(id) }));

export const activityRule = documentPage('activityRule');
export const community = documentPage('community');
export const recharge = documentPage('recharge');
export const privacy = documentPage('privacy');
export const broadcaster = documentPage('broadcaster');
export const userAgreement = documentPage('userAgreement');
export const unionLetter = () => import('./pages/UnionLetterPage');
export const promiseLetter = () => import('./pages/PromiseLetterPage');
export const commitmentLetter = () => import('./pages/CommitmentLetterPage');
export const guildAgreement = () => import('./pages/GuildAgreementPage');
export const registration = () => import('./pages/RegistrationPage');
