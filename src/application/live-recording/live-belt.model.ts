import { makeAutoObservable, runInAction } from 'mobx';
import type { Subscription } from 'rxjs';
import type { HeartRateMeasurement, SensorContact } from '../../domain/live/heart-rate-measurement';
import {
  BeltConnectError,
  type BeltEvent,
  type ConnectedBelt,
  type HeartRateSensor,
} from '../ports/heart-rate-sensor.port';
import { beltFeelsNoSkin, type BeltState } from './live-recording-state';

/** The belts the page can pair: the browser's (Web Bluetooth) and, in the demo, the demo belt, loaded on first use. */
interface BeltSensors {
  readonly sensor: HeartRateSensor;
  readonly demoSensor: (() => Promise<HeartRateSensor>) | null;
}

/**
 * The belt of the "Record live" page (docs/live-recording.md#the-belt), which the page reads: whether
 * this browser can pair one, pairing, its battery and skin contact, the heart rate it last sent, and
 * its drops and returns. It knows nothing of the recording: each measurement is handed on, inside
 * the same MobX action, to `onMeasurement`.
 */
export class LiveBelt {
  state: BeltState = { status: 'none' };
  /** The last pairing failed, or its chooser was closed without a pick (often: no belt in its list). */
  connectProblem: 'failed' | 'cancelled' | null = null;
  /** The heart rate last heard; null without skin contact, on a rate of 0, or while the belt is away. */
  currentBpm: number | null = null;

  private connected: ConnectedBelt | null = null;
  private events: Subscription | null = null;

  constructor(
    private readonly sensors: BeltSensors,
    private readonly onMeasurement: (measurement: HeartRateMeasurement, at: number) => void,
  ) {
    makeAutoObservable<LiveBelt, 'sensors' | 'onMeasurement' | 'connected' | 'events' | 'pair'>(this, {
      sensors: false,
      onMeasurement: false,
      connected: false,
      events: false,
      pair: false,
    });
  }

  /** Whether this browser can reach a belt (Web Bluetooth). */
  get supported(): boolean {
    return this.sensors.sensor.supported;
  }

  /** Whether the demo belt is offered (the demo only). */
  get demoAvailable(): boolean {
    return this.sensors.demoSensor !== null;
  }

  /** The belt is paired and says it does not feel the skin. */
  get feelsNoSkin(): boolean {
    return beltFeelsNoSkin(this.state);
  }

  /** The paired belt's name, also while it is away; null before one is paired. */
  get name(): string | null {
    return this.state.status === 'none' || this.state.status === 'connecting' ? null : this.state.name;
  }

  /** Pairs a belt through the browser's chooser. */
  connect(): Promise<void> {
    return this.pair(Promise.resolve(this.sensors.sensor));
  }

  /** Pairs the demo belt, where there is one. */
  connectDemo(): Promise<void> {
    return this.sensors.demoSensor === null ? Promise.resolve() : this.pair(this.sensors.demoSensor());
  }

  /** Lets go of any belt, then pairs the one `sensorLoad` gives. A closed chooser is said as such, not as a failure. */
  private async pair(sensorLoad: Promise<HeartRateSensor>): Promise<void> {
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
        this.connectProblem =
          error instanceof BeltConnectError && error.problem === 'cancelled' ? 'cancelled' : 'failed';
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
