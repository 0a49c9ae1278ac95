import { makeAutoObservable, runInAction } from 'mobx';
import type { Subscription } from 'rxjs';
import type { HeartRateMeasurement, SensorContact } from '../../domain/live/heart-rate-measurement';
import { BeltConnectError, type BeltEvent, type ConnectedBelt, type HeartRateSensor } from '../ports/heart-rate-sensor.port';
import type { BeltState } from './live-recording-state';

/**
 * The belt of the "Record live" page (docs/live-recording.md): pairing, its battery and skin
 * contact, the heart rate it last sent, and its drops and returns. It knows nothing of the
 * recording: each measurement is handed on, inside the same MobX action, to `onMeasurement`.
 */
export class LiveBelt {
  state: BeltState = { status: 'none' };
  /** The last pairing failed, or its chooser was closed without a pick (often: no belt in its list). */
  connectProblem: 'failed' | 'cancelled' | null = null;
  /** The heart rate last heard; null without skin contact, on a rate of 0, or while the belt is away. */
  currentBpm: number | null = null;

  private connected: ConnectedBelt | null = null;
  private events: Subscription | null = null;

  constructor(private readonly onMeasurement: (measurement: HeartRateMeasurement, at: number) => void) {
    makeAutoObservable<LiveBelt, 'onMeasurement' | 'connected' | 'events'>(this, { onMeasurement: false, connected: false, events: false });
  }

  /** The paired belt's name, also while it is away; null before one is paired. */
  get name(): string | null {
    return this.state.status === 'none' || this.state.status === 'connecting' ? null : this.state.name;
  }

  /** Lets go of any belt, then pairs the one `sensorLoad` gives. A closed chooser is said as such, not as a failure. */
  async connect(sensorLoad: Promise<HeartRateSensor>): Promise<void> {
    this.drop();
    this.state = { status: 'connecting' };
    this.connectProblem = null;
    try {
      const belt = await (await sensorLoad).connect();
      runInAction(() => {
        this.connected = belt;
        this.state = { status: 'connected', name: belt.name, batteryPercent: null, contact: 'not-supported' };
      });
      this.events = belt.events$.subscribe((event) => this.onEvent(belt, event));
    } catch (error) {
      runInAction(() => {
        this.state = { status: 'none' };
        this.connectProblem = error instanceof BeltConnectError && error.problem === 'cancelled' ? 'cancelled' : 'failed';
      });
    }
  }

  /** Stops listening and disconnects; the state is left as it was. */
  drop(): void {
    this.events?.unsubscribe();
    this.events = null;
    this.connected?.disconnect();
    this.connected = null;
  }

  private onEvent(belt: ConnectedBelt, event: BeltEvent): void {
    runInAction(() => {
      const name = belt.name;
      const battery = this.state.status === 'connected' ? this.state.batteryPercent : null;
      const contact: SensorContact = this.state.status === 'connected' ? this.state.contact : 'not-supported';
      switch (event.kind) {
        case 'measurement': {
          const heard = event.measurement;
          this.currentBpm = heard.contact === 'not-detected' || heard.bpm === 0 ? null : heard.bpm;
          this.state = { status: 'connected', name, batteryPercent: battery, contact: heard.contact };
          this.onMeasurement(heard, event.at);
          return;
        }
        case 'battery':
          this.state = { status: 'connected', name, batteryPercent: event.percent, contact };
          return;
        case 'reconnecting':
          this.currentBpm = null;
          this.state = { status: 'reconnecting', name, attempt: event.attempt, delayMs: event.delayMs };
          return;
        case 'reconnected':
          this.state = { status: 'connected', name, batteryPercent: null, contact: 'not-supported' };
          return;
        case 'lost':
          this.currentBpm = null;
          this.state = { status: 'lost', name };
          return;
      }
    });
  }
}
