import type { EdwardsZone } from '../../domain/heart-rate/heart-rate-zones';
import type { DisplayZone } from '../../domain/heart-rate/time-in-zones';
import type { LiveAthlete } from './live-athlete.model';
import type { LiveBelt } from './live-belt.model';

/**
 * What the big number on /live says (docs/live-recording.md): the heart rate the belt hears now and what it is for
 * this athlete, as a share of their HRmax and as a zone. Read by the page while the belt is paired, recording or not.
 */
export class LiveReadout {
  constructor(
    private readonly belt: LiveBelt,
    private readonly athlete: LiveAthlete,
  ) {}

  /** The rate now; null without contact. */
  get bpm(): number | null {
    return this.belt.currentBpm;
  }

  /** The athlete's HRmax the shares and zones are of. */
  get hrmax(): number {
    return this.athlete.hrmax;
  }

  get percentOfHrmax(): number | null {
    return this.athlete.percentOfHrmax(this.bpm);
  }

  /** The Edwards zone of the rate now (the session page's "Zone 1" to "Zone 5"; 0 below them). */
  get zone(): EdwardsZone | null {
    return this.athlete.zoneOf(this.bpm);
  }

  /** The session page's zone of the rate now: low, moderate or high. */
  get displayZone(): DisplayZone | null {
    return this.athlete.displayZoneOf(this.bpm);
  }
}
