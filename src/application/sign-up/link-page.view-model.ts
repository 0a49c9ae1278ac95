import { makeAutoObservable } from 'mobx';
import { linkStateOfError, type LinkState } from '../../domain/links/link-state';
import { LatestRequest } from '../latest-request/latest-request';
import { WriteRequest } from '../latest-request/write-request';

/** What can be wrong with a link: unknown, expired, already used. */
export type LinkProblem = Exclude<LinkState, 'valid'>;

/**
 * loading → ready (what the link is about) → done; or the link's problem; or a failed load with a retry.
 * A page that acts on open (the email confirmation) goes from loading straight to done.
 */
export type LinkPagePhase = 'loading' | 'ready' | 'done' | 'load-failed' | LinkProblem;

/** The calls behind a link page: read what the link is about, and (when it asks first) act on it. */
export interface LinkPageCalls<T> {
  readonly read: (token: string) => Promise<T>;
  /** Absent when reading the link is the action itself (a confirmation on open). */
  readonly act?: (token: string) => Promise<T>;
}

/**
 * A public page reached from an email link (docs/product-rules.md#links-and-invitations): the email confirmation,
 * the child confirmation and the organisation invitation. Each shows the link's state with a next step; those
 * that ask first show whom or what the link is about and act on a button.
 */
export class LinkPageViewModel<T> {
  phase: LinkPagePhase = 'loading';
  details: T | null = null;
  private token: string | null = null;
  /** Reading the link: a public page, so its answer is anyone's; a newer token's read overtakes it. */
  private readonly reading = new LatestRequest<T, LinkProblem | 'load-failed'>({
    owner: { kind: 'anyone' },
    classify: (error) => linkStateOfError(error) ?? 'load-failed',
  });

  /** The button's action: the link's problem when the link was refused, else ACT_FAILED. */
  private readonly acted = new WriteRequest<T, LinkProblem | 'ACT_FAILED'>({
    owner: { kind: 'anyone' },
    classify: (error) => linkStateOfError(error) ?? 'ACT_FAILED',
  });

  constructor(private readonly calls: LinkPageCalls<T>) {
    makeAutoObservable<LinkPageViewModel<T>, 'calls' | 'token' | 'reading' | 'acted'>(this, {
      calls: false,
      token: false,
      reading: false,
      acted: false,
    });
  }

  get acting(): boolean {
    return this.acted.pending;
  }

  /** The action failed for a reason other than the link (network, server): the button stays, with an alert. */
  get actFailed(): boolean {
    return this.acted.error === 'ACT_FAILED';
  }

  /** Opens the page for a token (again only when the token changes). */
  load(token: string): Promise<void> {
    if (token === this.token) return Promise.resolve();
    this.token = token;
    return this.fetch();
  }

  retry(): Promise<void> {
    return this.phase === 'load-failed' ? this.fetch() : Promise.resolve();
  }

  /** The button's action (Confirm, Accept invitation); true when done. */
  async act(): Promise<boolean> {
    const token = this.token;
    const act = this.calls.act;
    if (token === null || act === undefined || this.phase !== 'ready') return false;
    let done = false;
    await this.acted.send(() => act(token), {
      loaded: (details) => {
        done = true;
        this.details = details;
        this.phase = 'done';
      },
      failed: (problem) => {
        if (problem !== 'ACT_FAILED') this.phase = problem;
      },
    });
    return done;
  }

  private async fetch(): Promise<void> {
    const token = this.token;
    if (token === null) return;
    this.phase = 'loading';
    this.acted.clear();
    await this.reading.run(() => this.calls.read(token), {
      loaded: (details) => {
        this.details = details;
        this.phase = this.calls.act === undefined ? 'done' : 'ready';
      },
      failed: (phase) => {
        this.phase = phase;
      },
    });
  }
}
