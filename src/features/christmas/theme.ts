import { darkPageTheme } from '../../ui/darkPageTheme';

/** Christmas night (navy sky, berry red, gold): the event, its rules, its sheets and dialogs. */
export const christmasTheme = darkPageTheme({
  name: 'christmas',
  canvas: '#0D1D4D',
  bar: '#0B1437',
  panel: '#172A66',
  accent: '#F6C453',
  accentStrong: '#FFD98A',
  accentGradient: 'linear-gradient(135deg, #FF5F6D 0%, #C81E3C 100%)',
});
