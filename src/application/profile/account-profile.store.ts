import type { AnswerOwner } from '../acting-player/acting-player-answer';
import type { PlayerChanges } from '../acting-player/player-changes';
import { makeAutoObservable } from 'mobx';
import type { AccountProfile } from '../../domain/account/account-profile';
import type { AuthSession } from '../auth/auth-session.store';
import { LatestRequest } from '../latest-request/latest-request';
import type { ProfileApi } from '../ports/profile-api.port';
import { callFailureOf, type ProfileCallFailure } from './profile-errors';

export type ProfileLoadState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The account profile one visit of the profile page works on, shared by its sections (one store per
 * mount). Each section saves on its own and puts the server's answer back here with `replace` or
 * `update`; the signed-in user follows, so the sidebar's name and avatar change at once.
 * A profile of another account than the signed-in one (an answer that outlived its sign-in) is
 * dropped, so it never reaches the next user (docs/architecture.md#state).
 */
export class AccountProfileStore {
  profile: AccountProfile | null = null;
  loadState: ProfileLoadState = 'idle';
  /** Why the last load failed (shown with a Retry), or null. */
  loadFailure: ProfileCallFailure | null = null;
  /** The session's changes of acting player, for the sections that save for the signed-in account. */
  readonly playerChanges$: PlayerChanges<unknown>;
  /** Whose answers the sections' saves are: the signed-in account's (one that lands after another signed in changes nothing of theirs). */
  readonly owner: AnswerOwner;
  /** Reading the profile of the signed-in account: dropped once another account (or nobody) is signed in. */
  private readonly reading: LatestRequest<AccountProfile, ProfileCallFailure>;

  constructor(
    private readonly session: AuthSession,
    private readonly api: ProfileApi,
  ) {
    this.playerChanges$ = session.playerChanges$;
    this.owner = { kind: 'signed-in-account', source: session };
    this.reading = new LatestRequest({
      owner: { kind: 'signed-in-account', source: session },
      classify: callFailureOf,
    });
    makeAutoObservable<AccountProfileStore, 'session' | 'api' | 'reading'>(this, {
      session: false,
      api: false,
      playerChanges$: false,
      owner: false,
      reading: false,
    });
  }

  /** Reads the profile of the signed-in account; a failure leaves `loadState` at 'failed' for a Retry. */
  async load(): Promise<void> {
    const user = this.session.user;
    if (user === null || this.loadState === 'loading') return;
    this.loadState = 'loading';
    this.loadFailure = null;
    await this.reading.run(() => this.api.getProfile(user.accountId), {
      loaded: (profile) => this.replace(profile),
      failed: (failure) => {
        this.loadState = this.profile === null ? 'failed' : 'ready';
        this.loadFailure = this.profile === null ? failure : null;
      },
      dropped: () => {
        this.loadState = 'idle';
      },
    });
  }

  /** The server's newer copy of the whole profile. */
  replace(profile: AccountProfile): void {
    if (this.session.user?.accountId !== profile.user.accountId) return;
    this.profile = profile;
    this.loadState = 'ready';
    this.loadFailure = null;
    this.session.updateUser(profile.user);
  }

  /** A change one section knows about without a new read (a subscription flag, an added email). */
  update(change: (profile: AccountProfile) => AccountProfile): void {
    if (this.profile !== null) this.replace(change(this.profile));
  }
}
