import { makeAutoObservable } from 'mobx';
import type { AccountProfile } from '../../domain/account/account-profile';
import { classifyEdwardsZone, type EdwardsZone } from '../../domain/heart-rate/heart-rate-zones';
import { resolveAthleteHrmax } from '../../domain/session/session-analysis';
import type { AthleteProfile } from '../../domain/session/session-sample';
import { localDayOf } from '../../domain/time/time-zone';
import { asBpm } from '../../domain/units/branded-units';
import { LatestRequest } from '../latest-request/latest-request';
import { ageOnDay } from '../recording-analysis/athlete-overrides.model';
import type { LiveRecordingDependencies } from './live-recording-state';

/**
 * Who is being recorded, as the live figures need it (docs/live-recording.md): the age and weight
 * from the profile when the player recorded is the account's own, else the defaults; and the
 * maximum heart rate, % HRmax and zone that follow from them.
 */
export class LiveAthlete {
  profile: AthleteProfile = {};

  private readonly request: LatestRequest<AccountProfile, 'NO_PROFILE'>;

  constructor(private readonly deps: Pick<LiveRecordingDependencies, 'viewer' | 'profiles' | 'clock'>) {
    this.request = new LatestRequest({ owner: { kind: 'acting-player', source: deps.viewer }, classify: () => 'NO_PROFILE' });
    makeAutoObservable<LiveAthlete, 'deps' | 'request'>(this, { deps: false, request: false, percentOfHrmax: false, zoneOf: false });
  }

  get hrmax(): number {
    return resolveAthleteHrmax(this.profile).value;
  }

  percentOfHrmax(bpm: number | null): number | null {
    return bpm === null ? null : Math.round((bpm / this.hrmax) * 100);
  }

  zoneOf(bpm: number | null): EdwardsZone | null {
    return bpm === null ? null : classifyEdwardsZone(asBpm(bpm), asBpm(this.hrmax));
  }

  /** Asks for the profile when the player recorded is the account's own; pair with cancel(). */
  async load(): Promise<void> {
    const { viewer, profiles, clock } = this.deps;
    const user = viewer.user;
    if (user === null || viewer.activePlayerId !== user.playerId) return;
    const today = localDayOf(clock.now(), clock.timeZone());
    await this.request.run(() => profiles.getProfile(user.accountId), {
      loaded: (profile) => {
        this.profile = { age: ageOnDay(profile.personal.birthDate, today) ?? undefined, weightKg: profile.personal.weightKg ?? undefined };
      },
    });
  }

  cancel(): void {
    this.request.cancel();
  }
}
