import styled, { css, keyframes } from 'styled-components';
import { focusRing } from '../../../ui/interaction';
import { whenReducedMotion } from '../../../ui/motion';
import { px } from '../../../ui/px';
import { useSettleAfter } from '../useSettleAfter';

/** How long the box shakes before it opens (of time, like the wheel). */
export const SHAKE_MS = 1_800;

const shake = keyframes`
  0%, 100% { transform: rotate(0deg) scale(1); }
  10% { transform: rotate(-7deg) scale(1.02); }
  20% { transform: rotate(6deg) scale(1.03); }
  30% { transform: rotate(-8deg) scale(1.04); }
  40% { transform: rotate(7deg) scale(1.05); }
  50% { transform: rotate(-5deg) scale(1.06); }
  60% { transform: rotate(6deg) scale(1.07); }
  70% { transform: rotate(-4deg) scale(1.08); }
  80% { transform: rotate(3deg) scale(1.1); }
  90% { transform: rotate(-2deg) scale(1.12); }
`;

const bob = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(${px(-6)}); }
`;

/** Confetti over the stage's sunburst: lime, pink, lemon and sky dots. */
const CONFETTI = `
  radial-gradient(circle at 12% 30%, #d7f75b 0 ${px(2.5)}, transparent ${px(3)}),
  radial-gradient(circle at 86% 26%, #ff9ad5 0 ${px(3)}, transparent ${px(3.5)}),
  radial-gradient(circle at 8% 72%, #ffd36b 0 ${px(2)}, transparent ${px(2.5)}),
  radial-gradient(circle at 92% 68%, #8ff6ff 0 ${px(2.5)}, transparent ${px(3)}),
  radial-gradient(circle at 24% 88%, #ff9ad5 0 ${px(2)}, transparent ${px(2.5)}),
  radial-gradient(circle at 78% 90%, #d7f75b 0 ${px(2)}, transparent ${px(2.5)})`;

const Stage = styled.div`
  position: relative;
  display: grid;
  place-items: end center;
  height: ${px(300)};
  padding-bottom: ${px(14)};
  border-radius: ${px(24)};
  background:
    ${CONFETTI},
    radial-gradient(circle at 50% 62%, rgba(255, 240, 170, 0.35) 0%, transparent 42%),
    repeating-conic-gradient(from 0deg at 50% 62%, rgba(215, 247, 91, 0.16) 0deg 12deg, transparent 12deg 24deg),
    radial-gradient(circle at 50% 62%, #7a33c9 0%, #4a1780 55%, #2e0d52 100%);
  box-shadow:
    inset 0 0 0 ${px(2)} rgba(215, 247, 91, 0.55),
    inset 0 0 0 ${px(5)} rgba(43, 15, 74, 0.6),
    0 ${px(6)} ${px(18)} rgba(0, 0, 0, 0.35);
  overflow: hidden;
  .bunting {
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
    height: ${px(34)};
  }
`;

const Box = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(4)};
  width: ${px(220)};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
  .art {
    display: block;
    width: ${px(200)};
    height: ${px(210)};
    animation: ${bob} 2.4s ease-in-out infinite;
  }
  &[data-shaking] .art {
    animation: ${shake} ${SHAKE_MS}ms linear both;
  }
  ${whenReducedMotion(css`
    .art,
    &[data-shaking] .art {
      animation: none;
    }
  `)}
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    ${focusRing(4)}
    border-radius: ${px(16)};
  }
  .label {
    min-width: ${px(150)};
    padding: ${px(7)} ${px(18)};
    border-radius: ${px(22)};
    background: linear-gradient(180deg, #f2ff9e 0%, #d7f75b 45%, #b5d930 100%);
    box-shadow:
      inset 0 ${px(2)} 0 rgba(255, 255, 255, 0.7),
      0 ${px(4)} 0 #6f8c10,
      0 ${px(8)} ${px(14)} rgba(0, 0, 0, 0.35);
    color: #2b0f4a;
    font-size: ${px(17)};
    font-weight: 900;
    line-height: 1.25;
    white-space: nowrap;
  }
  &:disabled .label {
    filter: grayscale(0.85) brightness(0.9);
  }
`;

/** A question mark drawn as a hook and a dot, about 24 units tall, centred on (x, y). */
function QuestionMark({
  x,
  y,
  scale = 1,
  turn = 0,
  colour,
}: {
  x: number;
  y: number;
  scale?: number;
  turn?: number;
  colour: string;
}) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${turn}) scale(${scale})`}>
      <path
        d="M-5.5-6A5.8 5.8 0 1 1 2.4-.6Q0 .8 0 4.2"
        fill="none"
        stroke="#2b0f4a"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="0" cy="10.5" r="3.6" fill="#2b0f4a" />
      <path
        d="M-5.5-6A5.8 5.8 0 1 1 2.4-.6Q0 .8 0 4.2"
        fill="none"
        stroke={colour}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="0" cy="10.5" r="2.2" fill={colour} />
    </g>
  );
}

/** A jester's bell: gold, with its slit and a glint. */
function Bell({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="7.5" fill="url(#jester-bell)" stroke="#2b0f4a" strokeWidth="2.5" />
      <path d="M-3.5 2.5h7" stroke="#7a4506" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="0" cy="4.6" r="1.3" fill="#7a4506" />
      <circle cx="-2.6" cy="-2.8" r="1.8" fill="#fff" opacity="0.85" />
    </g>
  );
}

/** A four-pointed glint. */
const glint = (x: number, y: number, r: number) =>
  `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}z`;

/** The collar's points hanging over the box, alternately lime and lemon, each with a tiny bell. */
const COLLAR = Array.from({ length: 8 }, (_, index) => {
  const left = 36 + index * 16;
  return {
    d: `M${left} 110L${left + 8} 124L${left + 16} 110z`,
    fill: index % 2 ? '#ffd36b' : '#d7f75b',
    tip: left + 8,
  };
});

/**
 * The jester's box: a harlequin-checked gift in purple and magenta, tied with a lime ribbon, a belled jester's cap
 * for its bow, a gold medallion with a question mark and more question marks bouncing round it. Drawn, no glyphs.
 */
function BoxArt() {
  return (
    <svg viewBox="0 0 200 210" width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="jester-harlequin" width="24" height="28" patternUnits="userSpaceOnUse" x="4" y="114">
          <rect width="24" height="28" fill="#7b2ff0" />
          <path d="M12 0L24 14L12 28L0 14z" fill="#9a55ff" />
          <path d="M12 0L24 14L12 28L0 14z" fill="none" stroke="#c79bff" strokeWidth="0.8" opacity="0.6" />
        </pattern>
        <linearGradient id="jester-shade" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fff" stopOpacity="0.22" />
          <stop offset="0.45" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#1a0533" stopOpacity="0.4" />
        </linearGradient>
        <linearGradient id="jester-lid" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff7cc4" />
          <stop offset="1" stopColor="#c2237a" />
        </linearGradient>
        <linearGradient id="jester-ribbon" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#f2ff9e" />
          <stop offset="0.5" stopColor="#d7f75b" />
          <stop offset="1" stopColor="#93b51a" />
        </linearGradient>
        <radialGradient id="jester-bell" cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#fff7c2" />
          <stop offset="0.5" stopColor="#ffcf3f" />
          <stop offset="1" stopColor="#b8730c" />
        </radialGradient>
        <radialGradient id="jester-medal" cx="0.4" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#fff7c2" />
          <stop offset="0.55" stopColor="#ffcf3f" />
          <stop offset="1" stopColor="#c9830f" />
        </radialGradient>
      </defs>
      <ellipse cx="100" cy="200" rx="74" ry="8" fill="#1a0533" opacity="0.5" />

      {/* The box: harlequin checks, lit from the left, a darker foot. */}
      <rect x="36" y="104" width="128" height="92" rx="10" fill="url(#jester-harlequin)" />
      <rect x="36" y="104" width="128" height="92" rx="10" fill="url(#jester-shade)" />
      <path d="M36 182h128v4a10 10 0 0 1-10 10H46a10 10 0 0 1-10-10z" fill="#1a0533" opacity="0.35" />
      <rect x="36" y="104" width="128" height="92" rx="10" fill="none" stroke="#2b0f4a" strokeWidth="3.5" />
      <rect x="89" y="104" width="22" height="92" fill="url(#jester-ribbon)" stroke="#2b0f4a" strokeWidth="2.5" />

      {/* The jester's collar over the box's shoulders. */}
      {COLLAR.map((point) => (
        <g key={point.tip}>
          <path d={point.d} fill={point.fill} stroke="#2b0f4a" strokeWidth="2.2" strokeLinejoin="round" />
          <circle cx={point.tip} cy="125" r="2.4" fill="#ffcf3f" stroke="#2b0f4a" strokeWidth="1.4" />
        </g>
      ))}

      {/* The lid, its ribbon and its gloss. */}
      <rect x="28" y="86" width="144" height="26" rx="9" fill="url(#jester-lid)" stroke="#2b0f4a" strokeWidth="3.5" />
      <path d="M36 92h128" stroke="#fff" strokeOpacity="0.55" strokeWidth="3" strokeLinecap="round" />
      <rect x="88" y="86" width="24" height="26" fill="url(#jester-ribbon)" stroke="#2b0f4a" strokeWidth="2.5" />

      {/* The medallion: gold, dotted rim, a question mark. */}
      <circle cx="100" cy="156" r="21" fill="url(#jester-medal)" stroke="#2b0f4a" strokeWidth="3" />
      <circle cx="100" cy="156" r="16" fill="none" stroke="#b8730c" strokeWidth="1.6" strokeDasharray="2 2.6" />
      <QuestionMark x={100} y={153} scale={1.05} colour="#8a2be2" />

      {/* The jester's cap for a bow: three floppy points, each with a bell, on a gold band. */}
      <path
        d="M70 86C60 66 42 52 20 54C32 46 52 42 68 50C74 56 80 66 84 80z"
        fill="#8a2be2"
        stroke="#2b0f4a"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M70 86C62 72 50 62 34 58C50 60 64 68 78 82z" fill="#1a0533" opacity="0.25" />
      <path
        d="M130 86C140 66 158 52 180 54C168 46 148 42 132 50C126 56 120 66 116 80z"
        fill="#d6338a"
        stroke="#2b0f4a"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M130 86C138 72 150 62 166 58C150 60 136 68 122 82z" fill="#1a0533" opacity="0.25" />
      <path
        d="M80 84C80 56 92 30 118 18C108 34 112 56 122 84z"
        fill="#d7f75b"
        stroke="#2b0f4a"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M104 84C102 60 106 40 118 18C108 34 112 56 122 84z" fill="#6f8c10" opacity="0.35" />
      <path
        d="M72 88Q100 72 128 88L126 96Q100 82 74 96z"
        fill="url(#jester-bell)"
        stroke="#2b0f4a"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="88" cy="88" r="2" fill="#d6338a" />
      <circle cx="100" cy="85" r="2" fill="#8a2be2" />
      <circle cx="112" cy="88" r="2" fill="#d6338a" />
      <Bell x={20} y={56} />
      <Bell x={180} y={56} />
      <Bell x={119} y={16} />

      {/* Question marks bouncing round the box, and glints. */}
      <QuestionMark x={22} y={118} scale={1.15} turn={-16} colour="#d7f75b" />
      <QuestionMark x={180} y={126} scale={0.95} turn={14} colour="#ff9ad5" />
      <QuestionMark x={58} y={28} scale={0.7} turn={-10} colour="#ffd36b" />
      <path d={`${glint(160, 28, 6)}${glint(28, 88, 4)}${glint(176, 160, 4.5)}${glint(46, 8, 3.5)}`} fill="#fff" />
    </svg>
  );
}

/** The bunting strung over the stage: pennants in the jester's colours. */
function Bunting() {
  const colours = ['#d7f75b', '#ff9ad5', '#ffd36b', '#8ff6ff', '#b46bff'];
  return (
    <svg className="bunting" viewBox="0 0 340 34" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d="M0 4Q170 22 340 4" fill="none" stroke="#ffe7b0" strokeWidth="1.5" />
      {Array.from({ length: 14 }, (_, index) => {
        const x = 6 + index * 24;
        const sag = (t: number) => 4 + 18 * (1 - ((t - 170) / 170) ** 2) * 0.5;
        const y1 = sag(x);
        const y2 = sag(x + 18);
        return (
          <path
            key={x}
            d={`M${x} ${y1}L${x + 18} ${y2}L${x + 9} ${(y1 + y2) / 2 + 16}z`}
            fill={colours[index % colours.length]}
            stroke="#2b0f4a"
            strokeWidth="1.2"
            strokeLinejoin="round"
          />
        );
      })}
    </svg>
  );
}

/**
 * The April Fools' box: it bobs, and shakes for a moment when a draw is paid, then the result (the server's) opens.
 * Reduced motion: it opens at once.
 */
export function JesterBox({
  shaking,
  label,
  disabled,
  onOpen,
  onSettled,
}: {
  /** The draw being shown: while set, the box shakes, then settles once. */
  shaking: string | null;
  label: string;
  disabled: boolean;
  onOpen: () => void;
  onSettled: () => void;
}) {
  useSettleAfter(shaking, SHAKE_MS, onSettled);

  return (
    <Stage data-board="box">
      <Bunting />
      <Box type="button" disabled={disabled} onClick={onOpen} data-shaking={shaking ? '' : undefined}>
        <span className="art">
          <BoxArt />
        </span>
        <span className="label">{label}</span>
      </Box>
    </Stage>
  );
}
