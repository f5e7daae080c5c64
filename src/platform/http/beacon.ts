/**
 * Fire-and-forget JSON POST that survives the page closing (fetch keepalive), with
 * a timeout. For the analytics receiver, which is not the signed API.
 */
export async function postKeepalive(url: string, body: unknown, timeoutMs: number): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`receiver answered ${response.status}`);
  } finally {
    clearTimeout(timer);
  }
}
