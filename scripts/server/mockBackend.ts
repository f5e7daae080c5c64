/**
 * The mock backend over real HTTP: the MSW handlers the stories, the dev app and the unit tests use
 * (`@mswjs/http-middleware`), and the mock members' pictures. Served by the e2e's server and by `npm run preview`.
 */
import { createMiddleware } from '@mswjs/http-middleware';
import express, { type Router } from 'express';
import path from 'node:path';
import { handlers } from '../../mocks/handlers';

export function mockBackend(root: string): Router {
  const router = express.Router();
  router.use(createMiddleware(...handlers));
  // The mock users' pictures (the dev app and Storybook serve the same folder).
  router.use('/images', express.static(path.join(root, 'mocks', 'public', 'images'), { maxAge: '1d' }));
  return router;
}
