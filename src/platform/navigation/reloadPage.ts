/** Loads the page again from the server: how a shell whose chunks vanished in a deploy gets the new one. */
export function reloadPage(): void {
  window.location.reload();
}
