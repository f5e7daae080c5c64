/**
 * This area's pages, each loaded on demand. The file arrives with the area's `routes.ts`, which the entry loads when
 * a page of the area opens (app/appAreas.ts).
 */
export const lettersPage = () => import('./pages/LettersPage');
export const letterWritePage = () => import('./pages/LetterWritePage');
export const lettersMailboxPage = () => import('./pages/LettersMailboxPage');
export const letterPage = () => import('./pages/LetterPage');
