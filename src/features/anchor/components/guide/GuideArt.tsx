import type { ReactNode } from 'react';
import styled from 'styled-components';
import { starPath, useSvgIds } from '../../../../ui/icons/Icon';
import { px } from '../../../../ui/px';

/*
 * The guides' illustrations, drawn by hand in SVG (no image files): small scenes for the numbered steps (96 × 80)
 * and wide ones for the heroes (240 × 120). All are decoration: the step's text says what they show.
 */

const Frame = styled.svg<{ $width: number; $ratio: number }>`
  display: block;
  flex: none;
  width: ${({ $width }) => px($width)};
  height: ${({ $width, $ratio }) => px($width * $ratio)};
  overflow: visible;
`;

function StepFrame({ size = 84, children }: { size?: number; children: ReactNode }) {
  return (
    <Frame $width={size} $ratio={80 / 96} viewBox="0 0 96 80" aria-hidden="true" focusable="false">
      {/* A soft blob under every step's scene. */}
      <path d="M10 44C8 22 26 8 48 8s40 10 40 32-14 34-40 34S12 64 10 44z" fill="#FFEDE4" />
      <circle cx="84" cy="14" r="2" fill="#F6C453" />
      <circle cx="12" cy="66" r="1.6" fill="#FF9DBB" />
      {children}
    </Frame>
  );
}

function HeroFrame({ children }: { children: ReactNode }) {
  return (
    <Frame $width={240} $ratio={0.5} viewBox="0 0 240 120" aria-hidden="true" focusable="false">
      {children}
    </Frame>
  );
}

/** A round avatar, drawn on a 100-unit disc and scaled to `r`: face, hair (long for an anchor), shoulders in `shirt`. */
function Avatar({
  x,
  y,
  r,
  shirt,
  hair = '#3B2A4A',
  long = false,
  ring,
}: {
  x: number;
  y: number;
  r: number;
  shirt: string;
  hair?: string;
  long?: boolean;
  ring?: string;
}) {
  const clip = useSvgIds()('avatar');
  return (
    <g transform={`translate(${x} ${y}) scale(${r / 50})`}>
      <clipPath id={clip}>
        <circle r="50" />
      </clipPath>
      <circle r="50" fill="#FFEFE6" />
      <g clipPath={`url(#${clip})`}>
        {long && (
          <>
            <circle cy="-10" r="30" fill={hair} />
            <path d="M-30-8C-34 20-30 38-22 50h44c8-12 12-30 8-58z" fill={hair} />
          </>
        )}
        <rect x="-7" y="12" width="14" height="14" fill="#F2BFA3" />
        <ellipse cy="52" rx="38" ry="26" fill={shirt} />
        <path
          d="M-9 27 0 36l9-9"
          fill="none"
          stroke="#FFFFFF"
          strokeOpacity="0.7"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        {!long && (
          <>
            <circle cx="-21" cy="-2" r="5" fill="#F7C9AE" />
            <circle cx="21" cy="-2" r="5" fill="#F7C9AE" />
          </>
        )}
        <ellipse cy="-4" rx="21" ry="23" fill="#FFD9C2" />
        {long ? (
          <path d="M-24-2C-28-30-8-38 4-36c16 2 24 14 20 34-4-12-14-18-24-20-6 8-16 14-24 20z" fill={hair} />
        ) : (
          <path d="M-23-6C-26-30-10-36 2-35c14 0 25 9 21 29-5-8-15-14-27-13-8 1-14 6-19 13z" fill={hair} />
        )}
        <ellipse cx="-8" cy="-1" rx="2.4" ry="3" fill="#3B2A4A" />
        <ellipse cx="8" cy="-1" rx="2.4" ry="3" fill="#3B2A4A" />
        <circle cx="-13" cy="7" r="3.6" fill="#FF9DBB" opacity="0.65" />
        <circle cx="13" cy="7" r="3.6" fill="#FF9DBB" opacity="0.65" />
        <path d="M-5 9q5 5 10 0" fill="none" stroke="#C8506A" strokeWidth="2.2" strokeLinecap="round" />
      </g>
      <circle r="50" fill="none" stroke={ring ?? '#FFFFFF'} strokeWidth="5" />
    </g>
  );
}

function Heart({ x, y, size, fill = '#EE3A62' }: { x: number; y: number; size: number; fill?: string }) {
  const s = size / 20;
  return (
    <path
      transform={`translate(${x - 10 * s} ${y - 9 * s}) scale(${s})`}
      d="M10 18S1 12.5 1 6.5A4.6 4.6 0 0 1 10 4a4.6 4.6 0 0 1 9 2.5C19 12.5 10 18 10 18z"
      fill={fill}
    />
  );
}

function Bubble({
  x,
  y,
  w,
  h,
  fill,
  tail,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  tail: 'left' | 'right';
}) {
  const tx = tail === 'left' ? x + 6 : x + w - 6;
  const dir = tail === 'left' ? -1 : 1;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={h / 2.4} fill={fill} />
      <path d={`M${tx} ${y + h - 2}l${dir * 4} 6l${-dir * 9} -6z`} fill={fill} />
    </g>
  );
}

/** Step: chat a lot — two bubbles and a heart between them. */
export function ChatArt({ size }: { size?: number }) {
  return (
    <StepFrame size={size}>
      <Bubble x={14} y={18} w={44} h={20} fill="#FFFFFF" tail="left" />
      <rect x={20} y={25} width={22} height={3} rx={1.5} fill="#F1CFC0" />
      <rect x={20} y={31} width={14} height={3} rx={1.5} fill="#F1CFC0" />
      <Bubble x={40} y={42} w={42} h={20} fill="#FF6A8E" tail="right" />
      <rect x={47} y={49} width={24} height={3} rx={1.5} fill="#FFD3DE" />
      <rect x={47} y={55} width={12} height={3} rx={1.5} fill="#FFD3DE" />
      <Heart x={70} y={22} size={14} />
      <Heart x={80} y={32} size={8} fill="#FF9DBB" />
    </StepFrame>
  );
}

/** Step: reply fast — a bubble and a stopwatch. */
export function ReplyTimerArt({ size }: { size?: number }) {
  return (
    <StepFrame size={size}>
      <Bubble x={12} y={20} w={46} h={24} fill="#FF6A8E" tail="left" />
      <rect x={19} y={28} width={26} height={3} rx={1.5} fill="#FFD3DE" />
      <rect x={19} y={34} width={16} height={3} rx={1.5} fill="#FFD3DE" />
      <g>
        <rect x={63} y={27} width={6} height={5} rx={1.5} fill="#B9801F" />
        <circle cx={66} cy={50} r={18} fill="#FFFFFF" stroke="#F6C453" strokeWidth={4} />
        <path d="M66 50V38" stroke="#3B2A4A" strokeWidth={2.4} strokeLinecap="round" />
        <path d="M66 50l7 4" stroke="#EE3A62" strokeWidth={2.4} strokeLinecap="round" />
        <path d="M66 32a18 18 0 0 1 15.6 9" stroke="#2FC488" strokeWidth={4} fill="none" strokeLinecap="round" />
        <circle cx={66} cy={50} r={2.2} fill="#3B2A4A" />
      </g>
      <path d={starPath(22, 60, 6, 2.6)} fill="#F6C453" />
    </StepFrame>
  );
}

/** Step: a new user arrives — an avatar with a "new" spark. */
export function NewUserArt({ size }: { size?: number }) {
  return (
    <StepFrame size={size}>
      <path d="M48 6 62 40H34z" fill="#FFE7A3" opacity="0.7" />
      <Avatar x={48} y={44} r={20} shirt="#3D8BFF" ring="#FFFFFF" />
      <circle cx={66} cy={28} r={9} fill="#EE3A62" stroke="#FFFFFF" strokeWidth={2} />
      <path d={starPath(66, 28, 5, 2.2)} fill="#FFFFFF" />
      <path d={starPath(24, 24, 5, 2.2)} fill="#F6C453" />
      <path d={starPath(76, 60, 4, 1.8)} fill="#F6C453" />
    </StepFrame>
  );
}

/** Step: three relatives — three avatars joined by a ribbon of hearts. */
export function RelativesArt({ size }: { size?: number }) {
  return (
    <StepFrame size={size}>
      <path d="M24 50Q48 22 72 50" stroke="#FF9DBB" strokeWidth={2.4} fill="none" strokeDasharray="3 3" />
      <Avatar x={22} y={52} r={13} shirt="#8B5CF6" />
      <Avatar x={48} y={32} r={14} shirt="#3D8BFF" />
      <Avatar x={74} y={52} r={13} shirt="#2FC488" />
      <Heart x={35} y={40} size={9} />
      <Heart x={61} y={40} size={9} />
    </StepFrame>
  );
}

/** Step: a confession gift each way — a gift box with a heart, `amount` on its tag, arrows both ways. */
export function ConfessionGiftArt({ size, amount }: { size?: number; amount: string }) {
  return (
    <StepFrame size={size}>
      <path d="M12 30c4-8 12-12 20-10" stroke="#EE3A62" strokeWidth={2.2} fill="none" strokeLinecap="round" />
      <path
        d="M30 16l3 4-5 2"
        stroke="#EE3A62"
        strokeWidth={2.2}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M84 50c-4 8-12 12-20 10" stroke="#8B5CF6" strokeWidth={2.2} fill="none" strokeLinecap="round" />
      <path
        d="M66 64l-3-4 5-2"
        stroke="#8B5CF6"
        strokeWidth={2.2}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x={30} y={34} width={36} height={30} rx={4} fill="#EE3A62" />
      <rect x={27} y={27} width={42} height={11} rx={3} fill="#FF6A8E" />
      <rect x={45} y={27} width={6} height={37} fill="#F6C453" />
      <path d="M48 27c-6-10-16-6-10 0zM48 27c6-10 16-6 10 0z" fill="#F6C453" stroke="#B9801F" strokeWidth={1} />
      <Heart x={48} y={50} size={12} fill="#FFFFFF" />
      <rect x={58} y={8} width={30} height={14} rx={7} fill="#FFF4D6" stroke="#F6C453" strokeWidth={1.4} />
      <circle cx={65} cy={15} r={4} fill="#F6C453" stroke="#B9801F" strokeWidth={0.8} />
      <text
        x={78}
        y={18.6}
        textAnchor="middle"
        fontSize={9}
        fontWeight={900}
        fill="#7A4E00"
        fontFamily="Arial, sans-serif"
      >
        {amount}
      </text>
    </StepFrame>
  );
}

/** Step: about ten messages — a phone with stacked bubbles and a counter. */
export function MessagesArt({ size }: { size?: number }) {
  return (
    <StepFrame size={size}>
      <rect x={30} y={8} width={36} height={64} rx={7} fill="#3B2A4A" />
      <rect x={33} y={14} width={30} height={52} rx={3} fill="#FFFFFF" />
      <rect x={36} y={18} width={18} height={7} rx={3.5} fill="#F1E3D8" />
      <rect x={42} y={28} width={18} height={7} rx={3.5} fill="#FF8FAE" />
      <rect x={36} y={38} width={16} height={7} rx={3.5} fill="#F1E3D8" />
      <rect x={42} y={48} width={18} height={7} rx={3.5} fill="#FF8FAE" />
      <rect x={36} y={58} width={12} height={5} rx={2.5} fill="#F1E3D8" />
      <circle cx={68} cy={14} r={9} fill="#EE3A62" stroke="#FFFFFF" strokeWidth={2} />
      <path d="M64 14h8M68 10v8" stroke="#FFFFFF" strokeWidth={2} strokeLinecap="round" />
      <Heart x={20} y={36} size={10} fill="#FF9DBB" />
      <Heart x={78} y={54} size={12} />
    </StepFrame>
  );
}

/** Step: claim the reward — an open chest, glowing, coins popping out. */
export function RewardArt({ size }: { size?: number }) {
  const coin = (cx: number, cy: number, r: number) => (
    <g key={`${cx}-${cy}`}>
      <circle cx={cx} cy={cy} r={r} fill="#F6C453" stroke="#B9801F" strokeWidth={1.2} />
      <circle cx={cx} cy={cy} r={r * 0.55} fill="none" stroke="#FFF3BF" strokeWidth={1} />
    </g>
  );
  return (
    <StepFrame size={size}>
      <path d="M26 38 31 20h34l5 18z" fill="#A3164A" />
      <path d="M46 20h4l1.5 18h-7z" fill="#F6C453" />
      <ellipse cx={48} cy={39} rx={22} ry={5} fill="#FFE7A3" />
      <path d="M34 36 28 14M48 34V8M62 36l6-22" stroke="#FFE7A3" strokeWidth={2} strokeLinecap="round" opacity={0.8} />
      {coin(40, 28, 6)}
      {coin(55, 22, 5.5)}
      {coin(63, 32, 4.5)}
      <rect x={24} y={38} width={48} height={28} rx={4} fill="#EE3A62" />
      <rect x={24} y={38} width={48} height={6} fill="#C81E4B" />
      <rect x={45} y={38} width={6} height={28} fill="#F6C453" />
      <rect x={43} y={44} width={10} height={10} rx={2} fill="#FFF3BF" stroke="#B9801F" strokeWidth={1} />
      <path d={starPath(18, 24, 5, 2.2)} fill="#F6C453" />
      <path d={starPath(80, 46, 4, 1.8)} fill="#F6C453" />
    </StepFrame>
  );
}

/** Step: a voice call — a handset with sound waves. */
export function VoiceCallArt({ size }: { size?: number }) {
  return (
    <StepFrame size={size}>
      <circle cx={42} cy={44} r={22} fill="#2FC488" />
      <path
        d="M33 34c1-2 4-2 5 0l2 4c.6 1.3.2 2.6-.8 3.4l-1.4 1c1.6 3.6 4.2 6.2 7.8 7.8l1-1.4c.8-1 2.1-1.4 3.4-.8l4 2c2 1 2 4 0 5-3 2-7 2-11 0-5-3-9-7-12-12-2-4-2-8 0-11z"
        fill="#FFFFFF"
      />
      <path d="M66 30q6 14 0 28" stroke="#2FC488" strokeWidth={3} fill="none" strokeLinecap="round" />
      <path d="M74 24q9 20 0 40" stroke="#8FE3BF" strokeWidth={3} fill="none" strokeLinecap="round" />
    </StepFrame>
  );
}

/** Step: video chat — a camera with a heart on its screen. */
export function VideoArt({ size }: { size?: number }) {
  return (
    <StepFrame size={size}>
      <rect x={14} y={24} width={50} height={36} rx={9} fill="#8B5CF6" />
      <path d="M64 36l18-10v32l-18-10z" fill="#B69CFF" />
      <rect x={20} y={30} width={38} height={24} rx={5} fill="#FFFFFF" opacity="0.92" />
      <Heart x={39} y={43} size={14} />
      <circle cx={22} cy={20} r={3} fill="#EE3A62" />
    </StepFrame>
  );
}

/** Step: audio chat — a microphone. */
export function AudioArt({ size }: { size?: number }) {
  return (
    <StepFrame size={size}>
      <rect x={38} y={12} width={20} height={36} rx={10} fill="#3D8BFF" />
      <path d="M42 22h12M42 29h12M42 36h12" stroke="#BFD9FF" strokeWidth={2} strokeLinecap="round" />
      <path d="M30 38q0 18 18 18t18-18" stroke="#3D8BFF" strokeWidth={3.2} fill="none" strokeLinecap="round" />
      <path d="M48 56v10M38 68h20" stroke="#3D8BFF" strokeWidth={3.2} strokeLinecap="round" />
      <path d="M20 30q-4 8 0 16M76 30q4 8 0 16" stroke="#9CC3FF" strokeWidth={2.4} fill="none" strokeLinecap="round" />
    </StepFrame>
  );
}

/** Step: a membership bought — a member card with a crown. */
export function MembershipArt({ size }: { size?: number }) {
  return (
    <StepFrame size={size}>
      <rect x={14} y={22} width={62} height={40} rx={7} fill="#2E1065" transform="rotate(-8 45 42)" />
      <rect x={20} y={20} width={62} height={40} rx={7} fill="#6A1B7A" />
      <path d="M20 48h62v5a7 7 0 0 1-7 7H27a7 7 0 0 1-7-7z" fill="#9C1F55" />
      <path
        d="M40 40l3-12 6 6 2-9 2 9 6-6 3 12z"
        fill="#F6C453"
        stroke="#FFF3BF"
        strokeWidth={1}
        strokeLinejoin="round"
      />
      <rect x={40} y={40} width={22} height={3} rx={1.5} fill="#F6C453" />
      <path d={starPath(76, 16, 6, 2.6)} fill="#F6C453" />
    </StepFrame>
  );
}

/** Hero of the traffic rule: an anchor in a spotlight, new users streaming in. */
export function NewUsersHeroArt() {
  return (
    <HeroFrame>
      <path d="M120 0 168 120H72z" fill="#FFE7A3" opacity="0.18" />
      <circle cx={120} cy={64} r={44} fill="#FFFFFF" opacity="0.08" />
      <circle cx={120} cy={64} r={34} fill="#FFFFFF" opacity="0.1" />
      <Avatar x={120} y={64} r={26} shirt="#EE3A62" long ring="#F6C453" />
      {[
        [38, 34, '#3D8BFF'],
        [30, 88, '#2FC488'],
        [202, 34, '#8B5CF6'],
        [210, 88, '#FF6A3D'],
      ].map(([x, y, shirt]) => (
        <g key={`${x}-${y}`}>
          <path
            d={`M${x} ${y}Q${((x as number) + 120) / 2} ${(y as number) < 60 ? 30 : 100} ${(x as number) < 120 ? 90 : 150} 64`}
            stroke="#FFE7A3"
            strokeWidth={1.6}
            fill="none"
            strokeDasharray="2 4"
            strokeLinecap="round"
          />
          <Avatar x={x as number} y={y as number} r={14} shirt={shirt as string} />
          <circle
            cx={(x as number) + 11}
            cy={(y as number) - 10}
            r={5.5}
            fill="#EE3A62"
            stroke="#FFFFFF"
            strokeWidth={1.4}
          />
          <path d={starPath((x as number) + 11, (y as number) - 10, 3.2, 1.4)} fill="#FFFFFF" />
        </g>
      ))}
      <path d={starPath(76, 16, 4, 1.7)} fill="#FFE7A3" />
      <path d={starPath(168, 110, 3.4, 1.5)} fill="#FFE7A3" />
    </HeroFrame>
  );
}

/** Hero of the CP guide: two avatars and a big heart between them, a gift below. */
export function CpHeroArt() {
  return (
    <HeroFrame>
      <circle cx={120} cy={60} r={48} fill="#FFFFFF" opacity="0.08" />
      <path d="M74 76Q120 112 166 76" stroke="#FFE7A3" strokeWidth={2} fill="none" strokeDasharray="3 4" />
      <Avatar x={70} y={60} r={28} shirt="#EE3A62" long ring="#FF9DBB" />
      <Avatar x={170} y={60} r={28} shirt="#3D8BFF" ring="#9CC3FF" />
      <Heart x={120} y={52} size={40} fill="#FF4D7A" />
      <Heart x={120} y={50} size={22} fill="#FF9DBB" />
      <Heart x={104} y={24} size={12} fill="#FFE7A3" />
      <Heart x={140} y={22} size={9} fill="#FFE7A3" />
      <path d={starPath(30, 20, 4, 1.8)} fill="#FFE7A3" />
      <path d={starPath(214, 104, 4, 1.8)} fill="#FFE7A3" />
    </HeroFrame>
  );
}

/** Hero of the points guide: a chat bubble, a camera and a heap of point tokens. */
export function PointsHeroArt() {
  const token = (x: number, y: number, r: number) => (
    <g key={`${x}-${y}`}>
      <circle cx={x} cy={y + 2} r={r} fill="#A8173F" />
      <circle cx={x} cy={y} r={r} fill="#FF6A3D" />
      <circle cx={x} cy={y} r={r * 0.78} fill="none" stroke="#FFFFFF" strokeOpacity="0.5" strokeDasharray="2 2" />
      <path d={starPath(x, y + 0.5, r * 0.55, r * 0.24)} fill="#FFE7A3" />
    </g>
  );
  return (
    <HeroFrame>
      <circle cx={120} cy={64} r={50} fill="#FFFFFF" opacity="0.08" />
      <Bubble x={30} y={22} w={62} h={32} fill="#FFFFFF" tail="right" />
      <rect x={40} y={32} width={34} height={4} rx={2} fill="#F1CFC0" />
      <rect x={40} y={40} width={22} height={4} rx={2} fill="#F1CFC0" />
      <rect x={150} y={30} width={52} height={38} rx={9} fill="#8B5CF6" />
      <path d="M202 42l18-10v34l-18-10z" fill="#B69CFF" />
      <Heart x={176} y={49} size={16} fill="#FFFFFF" />
      {token(102, 92, 16)}
      {token(128, 82, 20)}
      {token(152, 96, 14)}
      {token(118, 106, 10)}
      <path d={starPath(24, 90, 4, 1.8)} fill="#FFE7A3" />
      <path d={starPath(222, 16, 4, 1.8)} fill="#FFE7A3" />
    </HeroFrame>
  );
}
