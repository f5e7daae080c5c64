/** The phones designers review on; 375×812 is the default (the design width). */
export const VIEWPORTS = {
  phone375: { name: 'Design phone 375×812', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  phone320: { name: 'Small phone 320×568', styles: { width: '320px', height: '568px' }, type: 'mobile' },
  phone414: { name: 'Large phone 414×896', styles: { width: '414px', height: '896px' }, type: 'mobile' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
export const DEFAULT_VIEWPORT: ViewportName = 'phone375';

export function viewportSize(name: unknown): { width: number; height: number } {
  const viewport = VIEWPORTS[(typeof name === 'string' && name in VIEWPORTS ? name : DEFAULT_VIEWPORT) as ViewportName];
  return { width: parseInt(viewport.styles.width, 10), height: parseInt(viewport.styles.height, 10) };
}
