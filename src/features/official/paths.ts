/** Spec §2's page at /h5/iframe (platform/debug/debugConsole.ts never starts the debug console there). */
export const IFRAME_PATH = '/h5/iframe';
