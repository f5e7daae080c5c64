/**
 * The built-in fallback picture: a soft warm-grey tile with a small landscape glyph
 * in the middle. `slice` + `object-fit: cover` keep the glyph centred at any ratio.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" preserveAspectRatio="xMidYMid slice">
<rect width="120" height="120" fill="#F4EAE2"/>
<rect x="40" y="44" width="40" height="32" rx="6" fill="none" stroke="#D6C3B5" stroke-width="3"/>
<circle cx="52" cy="55" r="4" fill="#D6C3B5"/>
<path d="M43 73l11-11 7 7 6-5 10 9z" fill="#D6C3B5"/>
</svg>`;

export const DEFAULT_IMAGE = `data:image/svg+xml,${encodeURIComponent(svg)}`;
