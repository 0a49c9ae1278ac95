import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ownershipOf, watchAnswer, type AnswerOwner } from '../acting-player/acting-player-answer';
import type { PlayerChangeSubscription } from '../acting-player/player-changes';

/** Where a request stands: nothing asked (or its answer dropped), on its way, answered, or failed with a code. */
export type RequestState<T, E> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly value: T }
  | { readonly status: 'failed'; readonly error: E };

/**
 * What a caller does with the answer it keeps, in the same action that stores it in `state`: the one
 * way to act on an outcome (`run` resolves with nothing). An answer dropped because a newer run, or
 * `cancel`, `reset`, `fail`, took its place calls nothing.
 */
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

/** How a request follows its owner (a parent switching child, a login, a logout): see `follow`. */
export interface OwnerFollowing {
  /** What else of the previous owner the page forgets (its own fields), in the same action that drops the shown answer. */
  readonly forget?: () => void;
  /** The page's own load, asked again for the new owner; never called for nobody (a logout). */
  readonly reload: () => void;
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
  private following: PlayerChangeSubscription | null = null;

  constructor(private readonly options: LatestRequestOptions<E>) {
    makeAutoObservable<LatestRequest<T, E>, 'options' | 'running' | 'following'>(this, {
      options: false,
      running: false,
      following: false,
      state: observableRef,
    });
  }

  /**
   * Follows the owner until `stop` (docs/architecture.md#state): after every change of owner (a
   * parent switching child, another account, a logout), the answer shown and the one on its way are
   * dropped, `forget` clears what else the page held of the previous owner, and `reload` asks again
   * for the new one (not for nobody). A change announced for the same owner does nothing (the
   * signed-in account's data stays across a child switch). A request for anyone has no owner to follow.
   */
  follow(following: OwnerFollowing): void {
    this.following?.unsubscribe();
    const { changes$, ownerOf } = ownershipOf(this.options.owner);
    let followed = ownerOf();
    this.following =
      changes$?.subscribe(() => {
        const owner = ownerOf();
        if (owner === followed) return;
        followed = owner;
        runInAction(() => {
          this.reset();
          following.forget?.();
          if (owner !== null) following.reload();
        });
      }) ?? null;
  }

  /** Stops following the owner and drops the answer on its way (the page leaves); an answer shown stays. */
  stop(): void {
    this.following?.unsubscribe();
    this.following = null;
    this.cancel();
  }

  /**
   * Sends `request` (with a signal that aborts once its answer would be dropped), overtaking the
   * run before it. Resolves once the answer is kept or dropped; `handlers` run only for a kept one.
   */
  run<V extends T>(request: (signal: AbortSignal) => Promise<V>, handlers: RequestHandlers<V, E> = {}): Promise<void> {
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
  ): Promise<void> {
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
      if (running.signal.aborted) return;
      runInAction(() => {
        this.running = null;
        this.state = IDLE;
        handlers.dropped?.();
      });
      return;
    }
    const outcome: RequestState<V, E> =
      'value' in landed
        ? { status: 'loaded', value: landed.value }
        : { status: 'failed', error: this.options.classify(landed.error) };
    runInAction(() => {
      this.running = null;
      this.state = outcome;
      if (outcome.status === 'loaded') handlers.loaded?.(outcome.value);
      else if (outcome.status === 'failed') handlers.failed?.(outcome.error);
    });
  }
}
