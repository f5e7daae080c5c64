import type { RouteObject } from 'react-router';
import { officialRoutes } from '../features/official/routes';

/** The route table: every area contributes its routes; each page is loaded on demand. */
export const routes: RouteObject[] = [...officialRoutes];
