import { useId } from 'react';

/** Four-pointed glints, each [x, y, r], as one path. */
const glints = (...at: number[][]) =>
  at
    .map(
      ([x = 0, y = 0, r = 4]) =>
        `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}`,
    )
    .join('');

/** Qixi romance: two magpies making a heart before a full moon, lanterns hanging, roses, petals. Canvas #3A0F3F. */
export function QixiRomanceHero() {
  const id = useId();
  const u = (name: string) => `url(#${id}-${name})`;
  const use = (name: string, transform: string) => <use href={`#${id}-${name}`} transform={transform} />;
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-sky`} x2="0" y2="1">
          <stop offset="0" stopColor="#5E1C6E" />
          <stop offset=".55" stopColor="#5A1A5C" />
          <stop offset="1" stopColor="#3A0F3F" />
        </linearGradient>
        <radialGradient id={`${id}-halo`}>
          <stop offset=".5" stopColor="#FF8FB8" stopOpacity=".55" />
          <stop offset="1" stopColor="#FF8FB8" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-moon`} cx=".4" cy=".35">
          <stop offset="0" stopColor="#FFFCF0" />
          <stop offset=".7" stopColor="#FFE6CC" />
          <stop offset="1" stopColor="#FFC2C8" />
        </radialGradient>
        <linearGradient id={`${id}-bird`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4A5BC8" />
          <stop offset=".5" stopColor="#1E1A52" />
          <stop offset="1" stopColor="#120C30" />
        </linearGradient>
        <linearGradient id={`${id}-lantern`} x1="0" x2="1">
          <stop offset="0" stopColor="#FFB3CF" />
          <stop offset=".4" stopColor="#FF5C8F" />
          <stop offset="1" stopColor="#B3164F" />
        </linearGradient>
        <radialGradient id={`${id}-rose`} cx=".4" cy=".35">
          <stop offset="0" stopColor="#FFC4D8" />
          <stop offset=".6" stopColor="#FF4F8B" />
          <stop offset="1" stopColor="#B0124A" />
        </radialGradient>
        <linearGradient id={`${id}-fade`} x2="0" y2="1">
          <stop offset="0" stopColor="#3A0F3F" stopOpacity="0" />
          <stop offset=".7" stopColor="#3A0F3F" />
        </linearGradient>
        <g id={`${id}-magpie`}>
          <path d="M2 40L-16 74L-10 70L-8 78L6 44z" fill="#120C30" />
          <path d="M-2 48L-12 68" stroke="#6F86FF" strokeWidth="1.2" />
          <path d="M0-14C-6-30-30-36-42-18C-52-2-34 26 0 46C-18 26-30 10-26-6C-22-18-8-20-2-10z" fill={u('bird')} />
          <path d="M-26-6C-30 10-18 26 0 46C-26 30-36 10-32-6z" fill="#fff" />
          <path d="M-36-16C-32-26-18-28-14-22C-22-20-30-16-34-8z" fill="#fff" opacity=".9" />
          <path d="M-40-8C-42 4-34 18-22 28" stroke="#7FA0FF" strokeWidth="2" fill="none" opacity=".7" />
          <circle cx="-11" cy="-20" r="8.5" fill="#120C30" />
          <path d="M-3.5-23L1.5-20.5L-3.5-18z" fill="#F6C453" />
          <circle cx="-9" cy="-22" r="1.8" fill="#fff" />
          <path d="M-17-25a8 8 0 0 1 8-4" stroke="#8FA8FF" strokeWidth="1.6" fill="none" strokeLinecap="round" />
        </g>
        <g id={`${id}-lamp`}>
          <path d="M0-60V-14" stroke="#F6C453" strokeWidth="1.2" />
          <circle r="26" fill="#FF5C8F" opacity=".2" />
          <rect x="-8" y="-18" width="16" height="6" rx="2" fill="#F6C453" />
          <rect x="-8" y="14" width="16" height="6" rx="2" fill="#F6C453" />
          <ellipse rx="17" ry="15" fill={u('lantern')} />
          <path
            d="M-7-14Q-13 0-7 14M7-14Q13 0 7 14M0-15V15"
            stroke="#8E0F3C"
            strokeWidth="1"
            fill="none"
            opacity=".5"
          />
          <path d="M-11-6Q-12 0-10 6" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" opacity=".6" />
          <path d="M0 20V34M-2 24V36M2 24V36" stroke="#F6C453" strokeWidth="1.4" />
        </g>
        <g id={`${id}-bloom`}>
          <path d="M-2 14Q-20 22-30 16Q-20 8-2 12zM2 14Q18 26 28 20Q18 10 2 12z" fill="#2F9E5E" />
          <path d="M-2 14Q-16 16-26 16M2 14Q14 18 24 20" stroke="#8EE8A8" strokeWidth="1" fill="none" />
          <path
            d="M0-17A9 9 0 0 1 16-5A9 9 0 0 1 10 14A9 9 0 0 1-10 14A9 9 0 0 1-16-5A9 9 0 0 1 0-17z"
            fill="#C2185B"
          />
          <circle r="13" fill={u('rose')} />
          <path
            d="M-9 6C-14-4-6-12 2-10C10-8 10 2 4 4C-1 6-4 0 0-3M-13-2C-16 8-6 14 4 12M12-6C14 4 10 10 2 13M-6-12C0-16 10-14 12-8"
            stroke="#9C0F40"
            strokeWidth="1.6"
            fill="none"
            strokeLinecap="round"
          />
          <path d="M-10-7Q-8-12-3-13" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" opacity=".7" />
        </g>
      </defs>
      <rect width="375" height="200" fill={u('sky')} />
      <path
        d="M24 54h.1M72 20h.1M118 8h.1M260 12h.1M300 40h.1M352 70h.1M150 114h.1M226 104h.1M10 104h.1M362 12h.1"
        stroke="#FFE0EC"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="187" cy="66" r="84" fill={u('halo')} />
      <circle cx="187" cy="66" r="52" fill={u('moon')} />
      <path d="M160 44a6 6 0 1 0 .1 0zM214 86a9 7 0 1 0 .1 0zM206 40a4 4 0 1 0 .1 0z" fill="#F7CDBE" opacity=".5" />
      <g transform="translate(187 60) scale(.9)">
        {use('magpie', '')}
        {use('magpie', 'scale(-1 1)')}
      </g>
      <path
        d="M182 66C182 62 187 62 187 65C187 62 192 62 192 66C192 70 187 73 187 74C187 73 182 70 182 66z"
        fill="#FF4F8B"
        stroke="#fff"
        strokeWidth="1"
      />
      {use('lamp', 'translate(34 54)')}
      {use('lamp', 'translate(84 36) scale(.75)')}
      {use('lamp', 'translate(341 54)')}
      {use('lamp', 'translate(291 36) scale(.75)')}
      {use('bloom', 'translate(42 114) rotate(-12)')}
      {use('bloom', 'translate(74 126) scale(.8) rotate(10)')}
      {use('bloom', 'translate(333 114) rotate(12)')}
      {use('bloom', 'translate(301 126) scale(.8) rotate(-10)')}
      <path
        d="M120 40q6-6 10 0q-4 6-10 0zM262 96q6-6 10 0q-4 6-10 0zM110 110q6-6 10 0q-4 6-10 0zM252 30q5-6 9 0q-3 6-9 0z"
        fill="#FF8FB8"
      />
      <path
        d={glints([130, 82, 5], [246, 56, 6], [154, 16, 4], [224, 12, 4], [18, 14, 4], [358, 100, 4])}
        fill="#FFF4D6"
      />
      <rect y="118" width="375" height="82" fill={u('fade')} />
    </svg>
  );
}
