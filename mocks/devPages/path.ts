/**
 * The dev app's index of every page (`npm start` opens it). Not one of the app's routes: the mock environment
 * shows it before the app would start (mocks/devApp.ts), and production has neither. `/` is the product's home page,
 * so the index has an address of its own.
 */
export const DEV_PAGES_PATH = '/__pages';

/** The web-view simulator (mocks/simulator): the page in a phone, with the native side and the clock in panels. */
export const SIMULATOR_PATH = '/__sim';
