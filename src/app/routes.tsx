import type { RouteObject } from 'react-router';
import { officialRoutes } from '../features/official/routes';

/**
 * The route table: every area contributes its routes; each page is loaded on demand.
 * While the first page's chunk loads (a few ms, same origin) the canvas stays blank
 * rather than flashing a spinner.
 */
export const routes: RouteObject[] = [{ HydrateFallback: () => null, children: [...officialRoutes] }];
