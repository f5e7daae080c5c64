import type { QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';

const NEVER_ABORTED = new AbortController().signal;

/**
 * A query without its abort signal, for a route's prefetch (`AppRoute.prefetch`). A query function that reads `signal`
 * is cancelled when its last observer goes, and a prefetch has none until the page mounts: under StrictMode the page
 * subscribes, unsubscribes and subscribes again, which aborted the prefetch (the requests sent twice, "signal is
 * aborted without reason" in the dev app). Unsignalled, an observer leaving only stops its retries; the page that
 * mounts joins the request.
 */
export function withoutAbort<Options extends { queryKey: QueryKey; queryFn?: unknown }>(options: Options): Options {
  const queryFn = options.queryFn as QueryFunction<unknown, QueryKey>;
  return {
    ...options,
    queryFn: (context: QueryFunctionContext<QueryKey>) =>
      queryFn({ client: context.client, queryKey: context.queryKey, meta: context.meta, signal: NEVER_ABORTED }),
  };
}

/**
 * How long the answer to a query a route prefetches stays fresh: the page that mounts a moment after the prefetch
 * answered uses it instead of asking again (each request was sent twice on a cold visit). The page's own refetches
 * (polls, invalidation after a write, a phase change) are not held back by it.
 */
export const PREFETCH_FRESH_MS = 5_000;
