/** A privilege's glyph (24-unit grid, stroked in the current colour); unknown privileges get a sparkle. */
const GLYPHS: Record<string, string> = {
  badge: 'M12 3 19 6v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z',
  avatar_frame: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16zM12 8.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7z',
  bubble: 'M4 6h16v10H10l-4 3.5V16H4z',
  entrance: 'M4 12h10M10 7l5 5-5 5M15 4h5v16h-5',
  name_color: 'M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z',
  seat: 'M7 4h10v8H7zM5 12h14v3H5zM7 15v5M17 15v5',
  gifts: 'M4 10h16v4H4zM6 14h12v6H6zM12 10v10M12 10c-2-4-6-4-6-1.5S10 10 12 10c2 0 6 .5 6-1.5S14 6 12 10z',
  anti_mute: 'M9 4h6v9a3 3 0 0 1-6 0zM5 11a7 7 0 0 0 14 0M12 18v3',
  broadcast: 'M4 10v4h3l8 4V6l-8 4zM18 9c1.5 1.5 1.5 4.5 0 6',
  anti_kick: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v9H5zM12 14v3',
  invisible: 'M3 12s3.5-6 9-6 9 6 9 6-3.5 6-9 6-9-6-9-6zM4 4l16 16',
  rank_hidden: 'M8 4h8v5a4 4 0 0 1-8 0zM4 5h4v2a3 3 0 0 1-4-2M20 5h-4v2a3 3 0 0 0 4-2M12 13v4M8 20h8',
  service: 'M5 13v-1a7 7 0 0 1 14 0v1M5 13h3v5H5zM16 13h3v5h-3zM19 18c0 2-2 3-5 3',
};
const SPARKLE = 'M12 3l2 7 7 2-7 2-2 7-2-7-7-2 7-2z';

export function PrivilegeIcon({ id, size = 22 }: { id: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={GLYPHS[id] ?? SPARKLE} />
    </svg>
  );
}

/** The privileges the pages know how to name; others the server sends are not shown. */
export const KNOWN_PRIVILEGES = Object.keys(GLYPHS);
