/**
 * The mobile debug console (vConsole): only when debug is on and the device is a
 * phone, never on /h5/iframe (spec §2). Loaded by dynamic import, so it is a
 * separate chunk that production users on production hosts never download.
 */
export function shouldStartDebugConsole(context: { debug: boolean; userAgent: string; pathname: string }): boolean {
  if (!context.debug) return false;
  if (context.pathname === '/h5/iframe' || context.pathname.startsWith('/h5/iframe/')) return false;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(context.userAgent);
}

/** Starts vConsole when this page qualifies; a debugging aid never breaks the page. */
export function startDebugConsoleIfWanted(debug: boolean): void {
  if (!shouldStartDebugConsole({ debug, userAgent: navigator.userAgent, pathname: location.pathname })) return;
  import('vconsole').then(({ default: VConsole }) => new VConsole()).catch(() => undefined);
}
