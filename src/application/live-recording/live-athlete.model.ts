import { makeAutoObservable } from 'mobx';
import type { AccountProfile, PlayerSex } from '../../domain/account/account-profile';
import {
  classifyEdwardsZone,
  DISPLAY_ZONE_HIGH_FROM,
  DISPLAY_ZONE_MODERATE_FROM,
  type EdwardsZone,
} from '../../domain/heart-rate/heart-rate-zones';
import type { DisplayZone } from '../../domain/heart-rate/time-in-zones';
import { resolveAthleteHrmax } from '../../domain/session/session-analysis';
import type { AthleteProfile } from '../../domain/session/session-sample';
import type { IsoDate } from '../../domain/time/civil-date';
import { localDayOf } from '../../domain/time/time-zone';
import { asBpm } from '../../domain/units/branded-units';
import type { Sex } from '../../domain/workload/keytel-calories';
import { LatestRequest } from '../latest-request/latest-request';
import { ageOnDay } from '../../domain/account/age';
import type { LiveRecordingDependencies } from './live-recording-state';

const KEYTEL_SEX: Record<PlayerSex, Sex> = { MALE: 'm', FEMALE: 'f' };

/**
 * The athlete a player's sessions are analysed with, as far as the profile tells it
 * (docs/live-recording.md#one-computation): the age from the birth date on `day`, the weight, the
 * sex, and the HRmax when it was measured (a Tanaka HRmax follows from the age, as the server's does).
 */
function athleteOfProfile(profile: AccountProfile, day: IsoDate): AthleteProfile {
  const { birthDate, weightKg, hrmax, hrmaxSource, sex } = profile.personal;
  return {
    age: ageOnDay(birthDate, day) ?? undefined,
    weightKg: weightKg ?? undefined,
    sex: sex ? KEYTEL_SEX[sex] : undefined,
    hrmaxMeasured: hrmaxSource === 'MEASURED' && typeof hrmax === 'number' ? hrmax : undefined,
  };
}

/**
 * Who is being recorded, as the live figures need it (docs/live-recording.md#one-computation): the
 * athlete of the profile when the player recorded is the account's own, else the defaults; and the
 * maximum heart rate, % HRmax and zones that follow from them.
 */
export class LiveAthlete {
  profile: AthleteProfile = {};

  private readonly request: LatestRequest<AccountProfile, 'NO_PROFILE'>;

  constructor(private readonly deps: Pick<LiveRecordingDependencies, 'viewer' | 'profiles' | 'clock'>) {
    this.request = new LatestRequest({
      owner: { kind: 'acting-player', source: deps.viewer },
      classify: () => 'NO_PROFILE',
    });
    makeAutoObservable<LiveAthlete, 'deps' | 'request'>(this, {
      deps: false,
      request: false,
      percentOfHrmax: false,
      zoneOf: false,
      displayZoneOf: false,
    });
  }

  get hrmax(): number {
    return resolveAthleteHrmax(this.profile).value;
  }

  percentOfHrmax(bpm: number | null): number | null {
    return bpm === null ? null : Math.round((bpm / this.hrmax) * 100);
  }

  /** The Edwards zone, 0 below 50 % HRmax: the session page's "Zone 1" to "Zone 5". */
  zoneOf(bpm: number | null): EdwardsZone | null {
    return bpm === null ? null : classifyEdwardsZone(asBpm(bpm), asBpm(this.hrmax));
  }

  /** The display zone, with the session page's bounds: low below 60 % HRmax, moderate to 80 %, high from 80 %. */
  displayZoneOf(bpm: number | null): DisplayZone | null {
    if (bpm === null) return null;
    const fraction = bpm / this.hrmax;
    return fraction >= DISPLAY_ZONE_HIGH_FROM ? 'high' : fraction >= DISPLAY_ZONE_MODERATE_FROM ? 'moderate' : 'low';
  }

  /** Asks for the profile when the player recorded is the account's own; pair with cancel(). */
  async load(): Promise<void> {
    const { viewer, profiles, clock } = this.deps;
    const user = viewer.user;
    if (user === null || viewer.activePlayerId !== user.playerId) return;
    const today = localDayOf(clock.now(), clock.timeZone());
    await this.request.run(() => profiles.getProfile(user.accountId), {
      loaded: (profile) => {
        this.profile = athleteOfProfile(profile, today);
      },
    });
  }

  cancel(): void {
    this.request.cancel();
  }
}
