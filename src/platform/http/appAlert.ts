type AlertPresenter = (message: string) => void;

/** The app's alert until the shell registers its dialog. */
let appAlert: AlertPresenter = (message) => window.alert(message);

/**
 * The app shell registers its AlertDialog here. Its own module (not behaviours.ts): the shell needs only this,
 * and the error behaviours stay with the pages that use them, out of every page's first visit.
 */
export function setAppAlertPresenter(presenter: AlertPresenter): void {
  appAlert = presenter;
}

export const showAppAlert = (message: string): void => appAlert(message);
