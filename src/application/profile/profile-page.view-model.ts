import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AuthSession } from '../auth/auth-session.store';
import type { AvatarImageShrinker } from '../ports/avatar-image.port';
import type { Clock } from '../ports/clock.port';
import type { Notifier } from '../ports/notifier.port';
import type { ProfileApi } from '../ports/profile-api.port';
import { AccountProfileStore } from './account-profile.store';
import { EmailChangeViewModel } from './email-change.view-model';
import { PasswordChangeViewModel } from './password-change.view-model';
import { PersonalDataViewModel } from './personal-data.view-model';
import { callFailureOf, type ProfileCallFailure } from './profile-errors';

export type ProfilePageState = 'loading' | 'ready' | 'failed';

/** The sections this page builds once the profile is read. */
export interface ProfileSections {
  readonly personal: PersonalDataViewModel;
  readonly password: PasswordChangeViewModel;
  readonly email: EmailChangeViewModel;
}

/**
 * /profile (docs/product-rules.md#profile-fields): reads the signed-in account's profile and the position
 * names, then gives each section its view-model over one shared AccountProfileStore. A parent needs no
 * positions, so their page opens even when that list cannot be read. A failed read offers a Retry.
 */
export class ProfilePageViewModel {
  readonly store: AccountProfileStore;
  positions: readonly string[] | null = null;
  positionsFailure: ProfileCallFailure | null = null;
  sections: ProfileSections | null = null;

  constructor(
    private readonly session: AuthSession,
    private readonly api: ProfileApi,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
    private readonly images: AvatarImageShrinker,
  ) {
    this.store = new AccountProfileStore(session, api);
    makeAutoObservable<ProfilePageViewModel, 'session' | 'api' | 'notifier' | 'clock' | 'images'>(this, {
      store: false,
      session: false,
      api: false,
      notifier: false,
      clock: false,
      images: false,
      sections: observableRef,
      positions: observableRef,
    });
  }

  private get needsPositions(): boolean {
    return this.store.profile?.personal.ownPlayer ?? true;
  }

  get state(): ProfilePageState {
    if (this.sections !== null) return 'ready';
    if (this.store.loadState === 'failed' || (this.positionsFailure !== null && this.needsPositions)) return 'failed';
    return 'loading';
  }

  /** What the load error says: the profile's failure first, else the positions'. */
  get failureCode(): ProfileCallFailure {
    return this.store.loadFailure ?? this.positionsFailure ?? 'GENERIC_ERROR';
  }

  /** Reads what is missing (the profile, the positions) and builds the sections once both are in. */
  async load(): Promise<void> {
    await Promise.all([
      this.store.profile === null ? this.store.load() : Promise.resolve(),
      this.positions === null ? this.loadPositions() : Promise.resolve(),
    ]);
    runInAction(() => this.buildSections());
  }

  retry(): Promise<void> {
    return this.load();
  }

  private async loadPositions(): Promise<void> {
    this.positionsFailure = null;
    try {
      const positions = await this.api.getPositions();
      runInAction(() => {
        this.positions = positions;
      });
    } catch (error) {
      runInAction(() => {
        this.positionsFailure = callFailureOf(error);
      });
    }
  }

  private buildSections(): void {
    const profile = this.store.profile;
    if (this.sections !== null || profile === null) return;
    if (this.positions === null && profile.personal.ownPlayer) return;
    this.sections = {
      personal: new PersonalDataViewModel(
        this.store,
        this.session,
        this.api,
        this.notifier,
        this.clock,
        this.images,
        this.positions ?? [],
      ),
      password: new PasswordChangeViewModel(this.store, this.api, this.notifier),
      email: new EmailChangeViewModel(this.store, this.api, this.notifier),
    };
  }
}
