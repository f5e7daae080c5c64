import type { AnyHandler } from 'msw';
import { http } from 'msw';
import { server } from '../../mocks/node';

/**
 * Serves `handlers` on the test server and records the path of every request they get, in order (for route prefetch
 * tests: each request is sent once). The recorder answers nothing: the handlers after it do.
 */
export function servedAndRecorded(...handlers: AnyHandler[]): string[] {
  const paths: string[] = [];
  server.use(
    http.all('*', ({ request }) => {
      paths.push(new URL(request.url).pathname);
    }),
    ...handlers,
  );
  return paths;
}

/**
 * The page mounting after a prefetch: each of its queries is observed (a query stale on mount would be fetched again)
 * for a moment, then left.
 */
export async function mountBriefly(
  observers: readonly { subscribe(listener: () => void): () => void }[],
): Promise<void> {
  const unsubscribes = observers.map((observer) => observer.subscribe(() => undefined));
  await new Promise((resolve) => setTimeout(resolve, 20));
  for (const unsubscribe of unsubscribes) unsubscribe();
}
