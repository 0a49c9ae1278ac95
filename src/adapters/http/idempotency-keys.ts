/**
 * The `Idempotency-Key` of each attachment a session is sent (docs/architecture.md#http-client): the same key
 * while the same file (or link) is sent again for the same session after a failure or a time-out, so a
 * repeat the server already stored is answered with the stored attachment; a fresh key once it succeeded,
 * so adding the same file again on purpose adds it again.
 */
export class IdempotencyKeys {
  /** Pending keys by what they guard; an entry lives from the first attempt to the first success. */
  private readonly pending = new Map<string, string>();

  /** Sends `send` with the key of `what` (any string naming the request), and forgets the key once it succeeds. */
  async send<T>(what: string, send: (key: string) => Promise<T>): Promise<T> {
    let key = this.pending.get(what);
    if (key === undefined) {
      key = newKey();
      this.pending.set(what, key);
    }
    const answer = await send(key);
    this.pending.delete(what);
    return answer;
  }
}

/** 128 random bits in hex; getRandomValues works on plain-http pages too, where randomUUID does not. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
