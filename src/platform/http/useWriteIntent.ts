import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestOptions } from './client';
import { serverMessage } from './errors';
import { newRequestId } from './requestId';
import { failureOf, readUnresolved, writeOptions, writeUnresolved } from './writeIntent';

/**
 * `confirming`: the confirm is open, nothing sent. `sending`: on its way. `unknown`: no answer came, so it may have
 * been done. `checking`: the same request, with the same key, asked again (the server answers a landed one as before).
 */
export type WritePhase = 'confirming' | 'sending' | 'unknown' | 'checking';

/** One intent of a person to do a paid or irreversible thing, with the idempotency key made when its confirm opened. */
export interface WriteIntent<P> {
  key: string;
  params: P;
  phase: WritePhase;
  /** Its confirm (sheet, dialog) is on screen. */
  open: boolean;
}

export interface WriteIntentOptions<P, R> {
  /** One intent at a time per scope (a page's purchase, a form's submit). */
  scope: string;
  /** The request, sent with the intent's key and the write options (the one timeout). */
  send: (params: P, key: string, options: RequestOptions) => Promise<R>;
  onDone?: (result: R, params: P) => void;
  /**
   * The server said no. The hook's `refusal` already holds words a person understands (the server's msg, or a plain
   * "could not be done"); an area that knows the code better (not enough coins → top up) says it here instead.
   * Return true when it has said it, or the words the confirm shows instead (a contract code in the area's words).
   */
  onRefused?: (error: unknown, params: P) => boolean | string | void;
  /**
   * Keeps an unresolved write across a reload: checks what storage holds (outside input). Leave it out when the
   * params are personal data (an account, a phone): nothing is stored, and the page reads the server's state after
   * a reload instead.
   */
  restore?: (raw: unknown) => P | null;
}

/**
 * The one mechanism of every paid or irreversible write (docs/writes.md):
 * - the key is made when the confirm opens (`open`) or the one-tap write starts (`run`), and is the request's
 *   idempotency key on every send of this intent;
 * - a second tap while a request is on its way sends nothing;
 * - a write that gets no answer within the timeout is `unknown`: the intent keeps its key (across a reload when it
 *   can), the page says the outcome is unknown, and the same intent can only run again as a check with that key —
 *   closing the confirm or choosing again resumes it, never starts a second one;
 * - a refusal says something a person understands (`refusal`) and ends the intent: the confirm stays open with a
 *   new key, so trying again (after topping up, say) is a new intent.
 */
export function useWriteIntent<P, R>(options: WriteIntentOptions<P, R>) {
  const { t } = useTranslation('common');
  // The page's latest callbacks, for replies that arrive after a re-render.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [intent, setIntent] = useState<WriteIntent<P> | null>(() => {
    const stored = options.restore ? readUnresolved(options.scope, options.restore) : null;
    return stored ? { ...stored, phase: 'unknown', open: false } : null;
  });
  // What is on screen now, for callbacks made before the last render (a double tap lands before React re-renders).
  // Every change goes through `keep`, which updates it at once.
  const current = useRef(intent);
  const inFlight = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const keep = useCallback((next: WriteIntent<P> | null) => {
    current.current = next;
    setIntent(next);
  }, []);

  const send = useCallback(
    (target: WriteIntent<P>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setRefusal(null);
      const { scope, restore } = latest.current;
      keep({ ...target, phase: target.phase === 'unknown' ? 'checking' : 'sending' });
      const settle = (next: WriteIntent<P> | null) => {
        inFlight.current = false;
        // Another intent may be on screen by now only if this one ended; never overwrite it.
        if (current.current?.key === target.key) keep(next && { ...next, open: current.current.open });
      };
      latest.current.send(target.params, target.key, writeOptions).then(
        (result) => {
          writeUnresolved(scope, null);
          settle(null);
          latest.current.onDone?.(result, target.params);
        },
        (error: unknown) => {
          if (failureOf(error) === 'refused') {
            writeUnresolved(scope, null);
            const open = current.current?.key === target.key && current.current.open;
            settle(open ? { key: newRequestId(), params: target.params, phase: 'confirming', open } : null);
            const said = latest.current.onRefused?.(error, target.params);
            if (typeof said === 'string') setRefusal(said);
            else if (said !== true) setRefusal(serverMessage(error) ?? t('write.refused'));
            return;
          }
          if (restore) writeUnresolved(scope, { key: target.key, params: target.params });
          settle({ ...target, phase: 'unknown' });
        },
      );
    },
    [keep, t],
  );

  // Stable actions: a page's callbacks that use them (a scratch gesture's) are not made again on every render.
  const actions = useMemo(() => {
    const unresolved = () => {
      const now = current.current;
      return now && now.phase !== 'confirming' ? now : null;
    };
    return {
      /** The confirm opens with a new key; while a write of this scope is unresolved, it reopens that one instead. */
      open: (params: P) => {
        setRefusal(null);
        const pending = unresolved();
        keep(pending ? { ...pending, open: true } : { key: newRequestId(), params, phase: 'confirming', open: true });
      },
      /** Confirm (or check, when the outcome is unknown): sends the intent with its key. */
      submit: () => {
        const now = current.current;
        if (now) send(now);
      },
      /** A write with no confirm step (sign in today, send a code): a new intent sent at once, or the unresolved one checked. */
      run: (params: P) => {
        send(unresolved() ?? { key: newRequestId(), params, phase: 'confirming', open: false });
      },
      /** The confirm closes: an intent not yet sent ends; one on its way or unresolved stays (the page still shows it). */
      close: () => {
        setRefusal(null);
        const now = current.current;
        if (now) keep(now.phase === 'confirming' ? null : { ...now, open: false });
      },
    };
  }, [keep, send]);

  return {
    ...actions,
    intent,
    /** Why the server said no to the last try, in words a person understands; null otherwise. */
    refusal,
    /** No answer came for this intent: the page says so and offers `submit` as the check. */
    unknown: intent?.phase === 'unknown' || intent?.phase === 'checking',
    busy: intent?.phase === 'sending' || intent?.phase === 'checking',
  };
}

export type WriteIntentControl<P> = ReturnType<typeof useWriteIntent<P, unknown>>;
