/** A refusal in the server's own words: its status code and message (the page shows its own translation). */
export type ServerFailure = { status: number; msg: string };

/** What a simulator answers one call: its data, or the server's refusal (the handlers turn it into an envelope). */
export type SimulatorReply<T> = { ok: true; data: T } | { ok: false; failure: ServerFailure };

/** A simulator's data reply. */
export const ok = <T>(data: T): SimulatorReply<T> => ({ ok: true, data });

/** A simulator's refusal. */
export const refused = <T>(failure: ServerFailure): SimulatorReply<T> => ({ ok: false, failure });
