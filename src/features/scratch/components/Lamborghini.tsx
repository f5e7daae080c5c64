import { useId } from 'react';

/**
 * The grand prize, drawn: a wedge supercar in Arancio orange, side on, nose to the right, lit from the top left
 * (bright shoulders, a gloss streak along the roof and hood, the sills in shade). One drawing for the ticket's hero,
 * the card's face and the full-screen reveal; `width` is in CSS lengths (a `px()` value), the height follows (3:1).
 */
export function Lamborghini({ width, className }: { width: string; className?: string }) {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const u = (name: string) => `url(#${id}${name})`;
  return (
    <svg viewBox="0 0 240 82" style={{ width, height: 'auto' }} className={className} aria-hidden="true">
      <defs>
        <linearGradient id={`${id}b`} x1=".2" y1="0" x2=".35" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset=".28" stopColor="#ffa41c" />
          <stop offset=".62" stopColor="#f06a00" />
          <stop offset="1" stopColor="#7a2600" />
        </linearGradient>
        <linearGradient id={`${id}g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8fa3c8" />
          <stop offset=".45" stopColor="#1b2235" />
          <stop offset="1" stopColor="#05070d" />
        </linearGradient>
        <radialGradient id={`${id}w`} cx=".4" cy=".35">
          <stop offset="0" stopColor="#f4f6fb" />
          <stop offset=".55" stopColor="#9aa3b5" />
          <stop offset="1" stopColor="#3c4250" />
        </radialGradient>
        <radialGradient id={`${id}s`}>
          <stop offset="0" stopColor="#000" stopOpacity=".7" />
          <stop offset="1" stopColor="#000" stopOpacity="0" />
        </radialGradient>
        <symbol id={`${id}r`} viewBox="-17 -17 34 34">
          <circle r="16" fill="#0d0f14" />
          <circle r="11.5" fill={u('w')} />
          <path d="M-8.2-2.4A8.6 8.6 0 0 1-2.4-8.2" stroke="#ffcc00" strokeWidth="3.2" fill="none" />
          <path
            d="M0-9.5 2.2-2.6 9-2.9 3.4 1.2 5.6 7.7 0 3.6-5.6 7.7-3.4 1.2-9-2.9-2.2-2.6Z"
            fill="#2a2f3a"
            opacity=".85"
          />
          <circle r="2.6" fill="#e8ebf2" stroke="#2a2f3a" />
          <path d="M-7-6.2A9.4 9.4 0 0 1 4-8.6" stroke="#fff" strokeWidth="1.2" fill="none" opacity=".8" />
        </symbol>
      </defs>
      <ellipse cx="122" cy="76" rx="118" ry="5" fill={u('s')} />
      {/* the body: one wedge from the wing to the nose, angular arches */}
      <path
        d="M12 64 7 48 11 37 42 31 73 23 101 18 117 18.5 150 30 207 39 236 46 238 54 231 64H203L197 45 176 41 163 47 160 64H76L72 46 52 41 36 45 32 64Z"
        fill={u('b')}
        stroke="#4a1600"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      {/* sills and the lower body in shade, the lower crease catching light */}
      <path d="M76 64 80 55 158 53 160 64Z" fill="#3a1000" opacity=".55" />
      <path d="M232 54 168 50 100 52 40 55" stroke="#ffd27a" fill="none" />
      <path d="M78 29 101 21 116 21.5 140 31.5 93 34Z" fill={u('g')} stroke="#2b0d00" />
      {/* scissor door seam, intake slats, engine louvres; then the intake, the wing, splitter and diffuser */}
      <path
        d="M144 33 158 53M96 34 108 53H158M77 46H97M80 50H101M46 34 70 27.5M48 37 72 30.5M50 40 74 33.5"
        stroke="#5a1c00"
        strokeWidth="1.2"
        fill="none"
      />
      <path
        d="M92 39 104 53H80L74 44ZM8 34 38 29 39 32 10 37ZM204 64H231L236 62 233 67H206ZM12 64H32L30 67H14Z"
        fill="#1a0b04"
      />
      {/* lights: the Y of the tail lamp, the slit of the head lamp */}
      <path d="M7 42 20 40 14 44 20 48 8 46Z" fill="#ff2a3c" />
      <path d="M212 42.5 234 47 222 48Z" fill="#fffbe6" />
      {/* gloss from the top left: streaks along the roof and the hood, reflections on the glass and the door */}
      <path
        d="M14 36 43 30 74 22 101 17.3 116 17.8M152 31.5 208 39.6 234 45.4"
        stroke="#fff"
        strokeWidth="1.5"
        fill="none"
        opacity=".7"
      />
      <path d="M104 23 114 23.5 125 30 111 30ZM114 40 142 38 136 43 110 45Z" fill="#fff" opacity=".3" />
      <path
        d="M100 11 101.2 15.8 106 17 101.2 18.2 100 23 98.8 18.2 94 17 98.8 15.8ZM206 34.5 207 38.5 211 39.5 207 40.5 206 44.5 205 40.5 201 39.5 205 38.5Z"
        fill="#fff"
      />
      <use href={`#${id}r`} x="37" y="43" width="34" height="34" />
      <use href={`#${id}r`} x="164" y="43" width="34" height="34" />
    </svg>
  );
}
