import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { watchAnswer, type AnswerOwner } from '../acting-player/acting-player-answer';

/** Where a request stands: nothing asked (or its answer dropped), on its way, answered, or failed with a code. */
export type RequestState<T, E> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly value: T }
  | { readonly status: 'failed'; readonly error: E };

/**
 * What became of one `run`: its answer or failure, now in `state`; or dropped, because a newer run
 * (or `cancel`, `reset`, `fail`) took its place, or because the one it was asked for is no longer
 * the owner (a login, a logout, a child switch).
 */
export type RequestOutcome<T, E> =
  | { readonly status: 'loaded'; readonly value: T }
  | { readonly status: 'failed'; readonly error: E }
  | { readonly status: 'dropped'; readonly reason: 'overtaken' | 'owner-changed' };

/** What a caller does with the answer it keeps, in the same action that stores it in `state`. */
export interface RequestHandlers<T, E> {
  readonly loaded?: (value: T) => void;
  readonly failed?: (error: E) => void;
  /** The run, still the latest, was dropped because its owner changed (an overtaken run calls nothing: the newer one owns the page). */
  readonly dropped?: () => void;
}

export interface LatestRequestOptions<E> {
  /** Whose answers these are; an answer for another owner than the one now acting is dropped. */
  readonly owner: AnswerOwner;
  /** Turns a failure into the code the page shows. */
  readonly classify: (error: unknown) => E;
}

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

/**
 * One request whose latest answer a page shows (docs/architecture.md#state). `run` sends it and
 * `state` follows: loading, then loaded with the answer or failed with the classified error. Only
 * the latest run's answer is kept: one that a newer run overtook, or that belongs to another player
 * or account than the one acting now, is dropped without a trace (not shown, not cached, its
 * failure not reported). When the latest run is dropped because its owner changed, `state` goes
 * back to idle: the page asks again for the new owner, or leaves.
 *
 * Staleness is decided in one place, `watchAnswer` (acting-player-answer.ts): a run aborts the
 * signal of the run before it, and that abort is what makes the earlier answer stale, just as a
 * change of owner does.
 */
export class LatestRequest<T, E> {
  state: RequestState<T, E> = IDLE;
  private running: AbortController | null = null;

  constructor(private readonly options: LatestRequestOptions<E>) {
    makeAutoObservable<LatestRequest<T, E>, 'options' | 'running'>(this, { options: false, running: false, state: observableRef });
  }

  /**
   * Sends `request` (with a signal that aborts once its answer would be dropped), overtaking the
   * run before it. Resolves once the answer is kept or dropped; `handlers` run only for a kept one.
   */
  run<V extends T>(request: (signal: AbortSignal) => Promise<V>, handlers: RequestHandlers<V, E> = {}): Promise<RequestOutcome<V, E>> {
    this.running?.abort();
    const running = new AbortController();
    this.running = running;
    this.state = LOADING;
    return this.settle(running, request, handlers);
  }

  /** Drops the answer on its way (the page leaves); an answer already shown stays. */
  cancel(): void {
    this.running?.abort();
    this.running = null;
    if (this.state.status === 'loading') this.state = IDLE;
  }

  /** Drops the answer on its way and what was shown (another player now acts). */
  reset(): void {
    this.cancel();
    this.state = IDLE;
  }

  /** Fails at once, without asking (there is nobody to ask for); drops the answer on its way. */
  fail(error: E): void {
    this.cancel();
    this.state = { status: 'failed', error };
  }

  private async settle<V extends T>(
    running: AbortController,
    request: (signal: AbortSignal) => Promise<V>,
    handlers: RequestHandlers<V, E>,
  ): Promise<RequestOutcome<V, E>> {
    const watch = watchAnswer(this.options.owner, running.signal);
    let landed: { readonly value: V } | { readonly error: unknown };
    try {
      landed = { value: await request(watch.signal) };
    } catch (error) {
      landed = { error };
    } finally {
      watch.stop();
    }
    if (watch.stale) {
      if (running.signal.aborted) return { status: 'dropped', reason: 'overtaken' };
      runInAction(() => {
        this.running = null;
        this.state = IDLE;
        handlers.dropped?.();
      });
      return { status: 'dropped', reason: 'owner-changed' };
    }
    const outcome: Exclude<RequestOutcome<V, E>, { status: 'dropped' }> = 'value' in landed ? { status: 'loaded', value: landed.value } : { status: 'failed', error: this.options.classify(landed.error) };
    runInAction(() => {
      this.running = null;
      this.state = outcome;
      if (outcome.status === 'loaded') handlers.loaded?.(outcome.value);
      else handlers.failed?.(outcome.error);
    });
    return outcome;
  }
}
