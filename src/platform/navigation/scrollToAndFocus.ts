/**
 * Whether motion is reduced: the OS setting, or `data-motion="reduced"` on <html> (Storybook's toolbar and
 * tests; `MOTION_ATTRIBUTE` in ui/motion.ts). For script-driven motion (smooth scrolling) that CSS variables cannot collapse.
 */
export function prefersReducedMotion(): boolean {
  if (typeof document === 'undefined') return true;
  if (document.documentElement.getAttribute('data-motion') === 'reduced') return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls `element` to the top of the view (smoothly unless motion is reduced, or `instant`: a page opened at a
 * section lands there, it does not travel) and moves focus to `focus` (the element itself by default; give it
 * `tabIndex={-1}` if it is no control).
 */
export function scrollToAndFocus(element: HTMLElement, focus: HTMLElement = element, instant = false): void {
  element.scrollIntoView({ behavior: instant || prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  focus.focus({ preventScroll: true });
}

/** The same for the element with `id` on this page; false when there is none (the caller lets the link work). */
export function scrollToIdAndFocus(id: string, instant = false): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  scrollToAndFocus(element, element, instant);
  return true;
}
