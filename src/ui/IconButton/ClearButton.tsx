import { IconButton } from './IconButton';

/**
 * The (x) that empties a text input. It keeps the input focused (no mousedown focus change), so the
 * keyboard stays up while typing again.
 */
export function ClearButton({ label, onClear, className }: { label: string; onClear: () => void; className?: string }) {
  return (
    <IconButton
      label={label}
      size="small"
      className={className}
      onClick={onClear}
      onMouseDown={(event) => event.preventDefault()}
    >
      <svg viewBox="0 0 20 20" fill="none" aria-hidden="true">
        <circle cx="10" cy="10" r="8" fill="currentColor" opacity="0.22" />
        <path d="m7 7 6 6m0-6-6 6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </IconButton>
  );
}
