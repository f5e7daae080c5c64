/**
 * Asks the browser for a picture now, so it is in the cache when the page that shows it renders (a route's prefetch
 * runs while the page's code downloads). Fire and forget; nothing where there is no `Image` (Node, in tests).
 */
export function preloadImage(url: string): void {
  if (typeof Image !== 'function') return;
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
}
