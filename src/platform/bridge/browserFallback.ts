/**
 * What bridge calls do in a plain browser (a shared link): an in-page toast, the
 * clipboard API, document.title, history back or a "return to the app" notice.
 * Plain DOM on purpose: the platform layer knows no React.
 */
const TOAST_ID = 'h5-browser-toast';
const TOAST_MS = 2000;

type ToastPresenter = (text: string) => void;
let presenter: ToastPresenter | null = null;

/** The app shell registers the design system's Toast here; until then a plain DOM toast is used. */
export function setInPageToastPresenter(next: ToastPresenter | null): void {
  presenter = next;
}

export function showInPageToast(text: string): void {
  if (!text) return;
  if (presenter) {
    presenter(text);
    return;
  }
  if (typeof document === 'undefined') return;
  document.getElementById(TOAST_ID)?.remove();
  const toast = document.createElement('div');
  toast.id = TOAST_ID;
  toast.setAttribute('role', 'status');
  toast.textContent = text;
  Object.assign(toast.style, {
    position: 'fixed',
    left: '50%',
    bottom: '20%',
    transform: 'translateX(-50%)',
    maxWidth: '80vw',
    padding: '10px 16px',
    borderRadius: '10px',
    background: 'rgba(34, 26, 22, 0.88)',
    color: '#fff',
    fontSize: '14px',
    lineHeight: '1.5',
    textAlign: 'center',
    zIndex: '300',
    pointerEvents: 'none',
  } satisfies Partial<CSSStyleDeclaration>);
  document.body.appendChild(toast);
  setTimeout(() => toast.remove(), TOAST_MS);
}

export async function copyInBrowser(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy failed');
}

/** How long a Back that should leave the page may take before we conclude it did nothing. */
export const BACK_GRACE_MS = 600;

/**
 * Whether the tab has a page of ours before this one to go back to. `history.length` counts
 * entries we cannot see: a fresh tab's initial about:blank makes it 2, and back would land on
 * a blank page. The Navigation API only lists this origin's entries, so `canGoBack` is exact
 * where it exists (Chromium web views); elsewhere the length is all there is.
 */
function tabCanGoBack(): boolean {
  const navigation = (window as { navigation?: { canGoBack?: unknown } }).navigation;
  return typeof navigation?.canGoBack === 'boolean' ? navigation.canGoBack : history.length > 1;
}

/** Leave the page: back when there is somewhere to go, else tell the user to return to the app. */
export function closeInBrowser(returnToAppNotice: string): void {
  if (!tabCanGoBack()) {
    showInPageToast(returnToAppNotice);
    return;
  }
  // A Back the browser does not carry out (an entry it will not return to) still gets an answer.
  const timer = setTimeout(() => showInPageToast(returnToAppNotice), BACK_GRACE_MS);
  const left = () => clearTimeout(timer);
  window.addEventListener('pagehide', left, { once: true });
  window.addEventListener('popstate', left, { once: true });
  history.back();
}
