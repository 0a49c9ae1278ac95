import { makeAutoObservable } from 'mobx';
import type { DistanceUnit, HeightWeightUnit, User } from '../../domain/account/user';
import type { AuthSession } from '../auth/auth-session.store';
import { WriteRequest } from '../latest-request/write-request';
import type { AccountApi, UnitPreference } from '../ports/account-api.port';
import type { Notifier } from '../ports/notifier.port';
import { settingsOwnerId } from './profile-settings-owner';

export type UnitPreferenceErrorCode = 'UNITS_SAVE_FAILED';

function preferenceOf(user: User | null): UnitPreference {
  return { unitDistance: user?.unitDistance ?? 'METRIC', unitHeightWeight: user?.unitHeightWeight ?? 'METRIC' };
}

/**
 * The profile's units (docs/product-rules.md#units; PUT /web/player/{id}/unit-preference in docs/api.md):
 * miles or meters, ft/lb or cm/kg. The choice is a draft until saved; a saved choice updates
 * the signed-in user, so every screen converts at once; a failed save keeps the choice and says so.
 * A save that lands after another account signed in changes nothing of theirs.
 */
export class UnitPreferencesViewModel {
  draft: UnitPreference;
  /** The save, for the signed-in account: one that lands after another account signed in changes nothing of theirs. */
  private readonly sending: WriteRequest<void, UnitPreferenceErrorCode>;

  constructor(
    private readonly session: AuthSession,
    private readonly api: AccountApi,
    private readonly notifier: Notifier,
  ) {
    this.draft = preferenceOf(session.user);
    this.sending = new WriteRequest({
      owner: { kind: 'signed-in-account', source: session },
      classify: () => 'UNITS_SAVE_FAILED',
    });
    makeAutoObservable<UnitPreferencesViewModel, 'session' | 'api' | 'notifier' | 'sending'>(this, {
      session: false,
      api: false,
      notifier: false,
      sending: false,
    });
  }

  get saving(): boolean {
    return this.sending.pending;
  }

  /** What the server has (the signed-in user's units). */
  get saved(): UnitPreference {
    return preferenceOf(this.session.user);
  }

  get isDirty(): boolean {
    return (
      this.draft.unitDistance !== this.saved.unitDistance || this.draft.unitHeightWeight !== this.saved.unitHeightWeight
    );
  }

  get errorCode(): UnitPreferenceErrorCode | null {
    return this.sending.error;
  }

  setDistance(unit: DistanceUnit): void {
    this.draft = { ...this.draft, unitDistance: unit };
    this.sending.clear();
  }

  setHeightWeight(unit: HeightWeightUnit): void {
    this.draft = { ...this.draft, unitHeightWeight: unit };
    this.sending.clear();
  }

  /** Sends the draft; true when saved. Nothing is sent when nothing changed. */
  async save(): Promise<boolean> {
    const user = this.session.user;
    if (user === null || this.saving || !this.isDirty) return false;
    const choice = this.draft;
    let saved = false;
    await this.sending.send(() => this.api.updateUnitPreference(settingsOwnerId(user), choice), {
      loaded: () => {
        saved = true;
        const current = this.session.user;
        if (current !== null) this.session.updateUser({ ...current, ...choice });
        this.notifier.notify({ kind: 'success', code: 'UNITS_SAVED' });
      },
    });
    return saved;
  }
}
