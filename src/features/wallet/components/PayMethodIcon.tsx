import type { PayMethodKind } from '../contract';

/**
 * Each payment method's mark, hand-drawn in its brand's colours (shapes, no logos or words): a member finds
 * "the green one" at a glance. Decorative: the method's name is always beside it.
 */
export function PayMethodIcon({ kind }: { kind: PayMethodKind | null }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      {art(kind)}
    </svg>
  );
}

function art(kind: PayMethodKind | null) {
  switch (kind) {
    case 'card':
      return (
        <>
          <rect x="2" y="6" width="28" height="20" rx="4" fill="#2F4FD8" />
          <rect x="2" y="10" width="28" height="4" fill="#1B2E8C" />
          <rect x="6" y="17" width="7" height="5" rx="1.2" fill="#F6C453" />
          <circle cx="22" cy="20" r="3" fill="#FF5F5F" opacity="0.9" />
          <circle cx="25" cy="20" r="3" fill="#FFB23F" opacity="0.9" />
        </>
      );
    case 'line_pay':
      return (
        <>
          <rect x="2" y="2" width="28" height="28" rx="8" fill="#06C755" />
          <path
            d="M16 8c-5.5 0-9.5 3.3-9.5 7.4 0 3.7 3.2 6.7 7.6 7.3l-.6 2.8 3.7-2.7c4.5-.5 7.8-3.6 7.8-7.4C25 11.3 21.5 8 16 8z"
            fill="#fff"
          />
        </>
      );
    case 'jko_pay':
      return (
        <>
          <rect x="2" y="2" width="28" height="28" rx="8" fill="#E5322D" />
          <circle cx="16" cy="16" r="7.5" fill="none" stroke="#fff" strokeWidth="3" />
          <circle cx="16" cy="16" r="2.5" fill="#fff" />
        </>
      );
    case 'cvs':
      return (
        <>
          <rect x="2" y="2" width="28" height="28" rx="8" fill="#FF8A1F" />
          <path d="M7 12h18l-2-4H9z" fill="#fff" />
          <rect x="8" y="13" width="16" height="11" rx="1.5" fill="#fff" />
          <rect x="14" y="17" width="4" height="7" fill="#FF8A1F" />
        </>
      );
    case 'alipay':
      return (
        <>
          <rect x="2" y="2" width="28" height="28" rx="8" fill="#1677FF" />
          <path
            d="M8 12h16M16 8v6M10 24c4 0 9-3 12-9"
            stroke="#fff"
            strokeWidth="2.6"
            strokeLinecap="round"
            fill="none"
          />
          <path d="M11 17c3 2 8 5 13 6" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" fill="none" />
        </>
      );
    case 'wechat_pay':
      return (
        <>
          <rect x="2" y="2" width="28" height="28" rx="8" fill="#07C160" />
          <ellipse cx="13" cy="14" rx="7" ry="5.5" fill="#fff" />
          <ellipse cx="20" cy="19" rx="6" ry="4.8" fill="#E8FBEF" />
        </>
      );
    case 'unionpay':
      return (
        <>
          <path d="M6 6h8l-4 20H2z" fill="#E21836" />
          <path d="M13 6h8l-4 20H9z" fill="#00447C" />
          <path d="M20 6h10l-4 20h-9z" fill="#007B84" />
        </>
      );
    case 'paypal':
      return (
        <>
          <rect x="2" y="2" width="28" height="28" rx="8" fill="#003087" />
          <path d="M11 25l3-17h6c3.5 0 5 2 4.3 5-.7 3.3-3.3 5-6.6 5h-2.5l-1.2 7z" fill="#fff" />
          <path d="M14.5 22l2-11h3c2 0 2.8 1 2.4 2.8-.4 2-2 3.2-4 3.2h-2.2" fill="#009CDE" />
        </>
      );
    case 'google_pay':
      return (
        <>
          <rect x="2" y="2" width="28" height="28" rx="8" fill="#fff" stroke="#DADCE0" />
          <circle cx="12" cy="12" r="3.2" fill="#4285F4" />
          <circle cx="20" cy="12" r="3.2" fill="#EA4335" />
          <circle cx="12" cy="20" r="3.2" fill="#34A853" />
          <circle cx="20" cy="20" r="3.2" fill="#FBBC05" />
        </>
      );
    default:
      return (
        <>
          <rect x="3" y="7" width="26" height="19" rx="4" fill="#8A8FA3" />
          <rect x="17" y="13" width="12" height="7" rx="2" fill="#C9CDD8" />
          <circle cx="21" cy="16.5" r="1.6" fill="#8A8FA3" />
        </>
      );
  }
}
