/** The session user record (spec §3): starts empty, updated in parts, subscribable. */
export interface SessionUser {
  access_token: string;
  user_id: string;
  nickname: string;
  avatar_url: string;
  is_high_quality: boolean;
}

const EMPTY: SessionUser = { access_token: '', user_id: '', nickname: '', avatar_url: '', is_high_quality: false };

let user: SessionUser = EMPTY;
const listeners = new Set<() => void>();

export function getSessionUser(): SessionUser {
  return user;
}

export function updateSessionUser(patch: Partial<SessionUser>): void {
  user = { ...user, ...patch };
  listeners.forEach((listener) => listener());
}

export function resetSessionUser(): void {
  updateSessionUser(EMPTY);
}

export function subscribeSessionUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
