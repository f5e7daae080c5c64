import { css, keyframes } from 'styled-components';
import { motion } from './tokens';

/**
 * Motion tokens as keyframes + durations. Durations come from CSS variables, which
 * collapse to ~0 under reduced motion (the OS setting, or `data-motion="reduced"` on
 * <html> — how Storybook's toolbar and tests switch it), so every animation ends at
 * once in its final state.
 */
export const MOTION_ATTRIBUTE = 'data-motion';

/** Rules for when motion is reduced (the OS setting or the switch), on the component they are written in. */
export const whenReducedMotion = (rules: ReturnType<typeof css>) => css`
  @media (prefers-reduced-motion: reduce) {
    ${rules}
  }
  :root[${MOTION_ATTRIBUTE}='reduced'] & {
    ${rules}
  }
`;

export const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
export const scaleIn = keyframes`from { opacity: 0; transform: scale(0.86); } to { opacity: 1; transform: scale(1); }`;
export const slideUp = keyframes`from { transform: translateY(100%); } to { transform: translateY(0); }`;
export const bounce = keyframes`
  0% { transform: scale(1); }
  40% { transform: scale(1.18); }
  70% { transform: scale(0.94); }
  100% { transform: scale(1); }
`;

export const motionVariables = css`
  --motion-bounce: ${motion.bounce}ms;
  --motion-slide-up: ${motion.slideUp}ms;
  --motion-fade-in: ${motion.fadeIn}ms;
  --motion-scale-in: ${motion.scaleIn}ms;
  --motion-press: 1;
`;

const reducedRules = css`
  --motion-bounce: 1ms;
  --motion-slide-up: 1ms;
  --motion-fade-in: 1ms;
  --motion-scale-in: 1ms;
  --motion-press: 0;
  *, *::before, *::after {
    animation-duration: 1ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 1ms !important;
    scroll-behavior: auto !important;
  }
`;

/** Global rules: honour the OS setting and the explicit switch. */
export const reducedMotionRules = css`
  @media (prefers-reduced-motion: reduce) {
    :root { ${reducedRules} }
  }
  :root[${MOTION_ATTRIBUTE}='reduced'] { ${reducedRules} }
`;
