import { makeAutoObservable } from 'mobx';
import { LatestRequest, type LatestRequestOptions, type RequestHandlers } from './latest-request';

/**
 * One write a page sends (a save, a delete, a mail asked for), the write side of LatestRequest
 * (docs/architecture.md#state): `pending` while it is on its way, and a second send meanwhile (a
 * double click) is refused, sending nothing; `error` holds its classified failure until the next
 * send or `clear`. The answer itself is handed to `handlers.loaded` and not kept (a one-time code,
 * a saved profile: the page keeps what it needs). Its answer is the owner's like a read's: one that lands after a change of owner
 * is dropped (the handlers' `dropped` is told), and nothing stays pending.
 */
export class WriteRequest<T, E> {
  private readonly request: LatestRequest<T, E>;

  constructor(options: LatestRequestOptions<E>) {
    this.request = new LatestRequest(options);
    makeAutoObservable<WriteRequest<T, E>, 'request'>(this, { request: false });
  }

  /** Whether a write is on its way: the page's button waits, and `send` refuses another. */
  get pending(): boolean {
    return this.request.state.status === 'loading';
  }

  /** The last write's failure, classified; null once it succeeded, or after `clear`. */
  get error(): E | null {
    const { state } = this.request;
    return state.status === 'failed' ? state.error : null;
  }

  /**
   * Sends `write` unless one is already on its way; resolves once its answer is handled (by
   * `handlers`, in the action that ends `pending`) or dropped. A refused send calls nothing.
   */
  send<V extends T>(write: (signal: AbortSignal) => Promise<V>, handlers: RequestHandlers<V, E> = {}): Promise<void> {
    if (this.pending) return Promise.resolve();
    return this.request.run(write, {
      ...handlers,
      loaded: (value) => {
        handlers.loaded?.(value);
        this.request.reset();
      },
    });
  }

  /** Forgets the last failure (the user changes what is to be sent); a write on its way goes on. */
  clear(): void {
    if (!this.pending) this.request.reset();
  }

  /** Drops the answer on its way (the page leaves): nothing is pending, its handlers are not called. */
  cancel(): void {
    this.request.cancel();
  }
}
