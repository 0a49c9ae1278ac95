import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountProfile } from '../../domain/account/account-profile';
import type { AuthSession } from '../auth/auth-session.store';
import type { ProfileApi } from '../ports/profile-api.port';
import { callFailureOf, type ProfileCallFailure } from './profile-errors';

export type ProfileLoadState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The account profile one visit of the profile page works on, shared by its sections (one store per
 * mount). Each section saves on its own and puts the server's answer back here with `replace` or
 * `update`; the signed-in user follows, so the sidebar's name and avatar change at once.
 */
export class AccountProfileStore {
  profile: AccountProfile | null = null;
  loadState: ProfileLoadState = 'idle';
  /** Why the last load failed (shown with a Retry), or null. */
  loadFailure: ProfileCallFailure | null = null;

  constructor(
    private readonly session: AuthSession,
    private readonly api: ProfileApi,
  ) {
    makeAutoObservable<AccountProfileStore, 'session' | 'api'>(this, { session: false, api: false });
  }

  /** Reads the profile of the signed-in account; a failure leaves `loadState` at 'failed' for a Retry. */
  async load(): Promise<void> {
    const user = this.session.user;
    if (user === null || this.loadState === 'loading') return;
    this.loadState = 'loading';
    this.loadFailure = null;
    try {
      const profile = await this.api.getProfile(user.accountId);
      runInAction(() => this.replace(profile));
    } catch (error) {
      runInAction(() => {
        this.loadState = this.profile === null ? 'failed' : 'ready';
        this.loadFailure = this.profile === null ? callFailureOf(error) : null;
      });
    }
  }

  /** The server's newer copy of the whole profile. */
  replace(profile: AccountProfile): void {
    this.profile = profile;
    this.loadState = 'ready';
    this.loadFailure = null;
    if (this.session.user !== null) this.session.updateUser(profile.user);
  }

  /** A change one section knows about without a new read (a subscription flag, an added email). */
  update(change: (profile: AccountProfile) => AccountProfile): void {
    if (this.profile !== null) this.replace(change(this.profile));
  }
}
