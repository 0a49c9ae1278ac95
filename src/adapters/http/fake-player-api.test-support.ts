import type { FetchFunction } from './retrying-fetch';

/** One request as the fake API received it. */
export interface ReceivedCall {
  readonly method: string;
  /** The path after the API base, e.g. `/refresh`. */
  readonly path: string;
  readonly authorization: string | null;
  readonly idempotencyKey: string | null;
  readonly signal: AbortSignal | null;
}

/** How the fake answers a call: at once, or later through `hold`. */
export type FakeAnswer = Response | 'hold';

interface HeldCall {
  readonly call: ReceivedCall;
  readonly answer: (response: Response) => void;
}

/**
 * A fake fetch for client tests that must order events by hand: every call is recorded, `respond`
 * answers it or holds it until the test calls `release`. A held call ignores its abort signal (its
 * answer "lands" whatever the client did meanwhile) unless `honourAbort` is set, as a real fetch would.
 */
export function fakePlayerApi(baseUrl: string, respond: (call: ReceivedCall) => FakeAnswer, honourAbort = false) {
  const calls: ReceivedCall[] = [];
  const held: HeldCall[] = [];
  const fetch: FetchFunction = (input, init) => {
    const headers = new Headers(init.headers);
    const call: ReceivedCall = {
      method: init.method ?? 'GET',
      path: input.slice(baseUrl.length).split('?')[0] ?? '',
      authorization: headers.get('Authorization'),
      idempotencyKey: headers.get('Idempotency-Key'),
      signal: init.signal ?? null,
    };
    calls.push(call);
    const answer = respond(call);
    if (answer !== 'hold') return Promise.resolve(answer);
    return new Promise<Response>((resolve, reject) => {
      held.push({ call, answer: resolve });
      const signal = init.signal;
      if (honourAbort && signal) signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  };

  /** Waits (a few turns of the event loop) until a call matching `predicate` is held. */
  async function heldCall(predicate: (call: ReceivedCall) => boolean): Promise<HeldCall> {
    for (let turn = 0; turn < 50; turn += 1) {
      const found = held.find((entry) => predicate(entry.call));
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    throw new Error('the expected call was never sent');
  }

  return {
    fetch,
    calls,
    heldCall,
    /** Answers the held call matching `predicate`. */
    async release(predicate: (call: ReceivedCall) => boolean, response: Response): Promise<void> {
      (await heldCall(predicate)).answer(response);
    },
  };
}

export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const expiredAnswer = (): Response =>
  jsonAnswer({ status: { code: 'BP_405', desc: 'Access token expired' } }, 401);
