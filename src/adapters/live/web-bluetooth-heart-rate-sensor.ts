import { Observable, Subject } from 'rxjs';
import { screenBeltName, screenHeartRate } from '../../domain/live/belt-input';
import { parseHeartRateMeasurement } from '../../domain/live/heart-rate-measurement';
import {
  BeltConnectError,
  type BeltEvent,
  type ConnectedBelt,
  type HeartRateSensor,
} from '../../application/ports/heart-rate-sensor.port';

/*
 * The parts of Web Bluetooth this adapter uses (not yet in TypeScript's DOM library).
 */
interface GattCharacteristic extends EventTarget {
  readonly value?: DataView | null;
  startNotifications(): Promise<GattCharacteristic>;
  readValue(): Promise<DataView>;
}
interface GattService {
  getCharacteristic(name: string): Promise<GattCharacteristic>;
}
interface GattServer {
  readonly connected: boolean;
  connect(): Promise<GattServer>;
  disconnect(): void;
  getPrimaryService(name: string): Promise<GattService>;
}
interface BluetoothDeviceLike extends EventTarget {
  readonly name?: string | null;
  readonly gatt?: GattServer | null;
}
export interface BluetoothLike {
  requestDevice(options: {
    filters: { services: string[] }[];
    optionalServices: string[];
  }): Promise<BluetoothDeviceLike>;
}

/** Waits between reconnect attempts (ms): 1, 2, 4, 8, 16 s, then every 30 s, ten attempts in all. */
const RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000, 30_000] as const;

/** What a belt without a name is called. */
const UNNAMED_BELT = 'Heart-rate belt';

/**
 * HeartRateSensor over Web Bluetooth (docs/live-recording.md#the-belt): the browser's chooser
 * filtered on the Heart Rate Service, notifications of Heart Rate Measurement (0x2A37) parsed by
 * the domain, the Battery Level (0x2A19) read when the belt offers the Battery Service. When the
 * link drops (`gattserverdisconnected`) it reconnects by itself with back-off and says so; after the
 * last attempt the belt is lost. What it hands on is screened (docs/live-recording.md#bad-input):
 * a rate outside 25–250 bpm is no reading, the belt's name is cut to 100 characters, and the first
 * measurement after an unreadable packet or a dropped link says that packets were lost before it.
 */
export class WebBluetoothHeartRateSensor implements HeartRateSensor {
  constructor(
    private readonly bluetooth: BluetoothLike | undefined,
    private readonly secure: boolean,
    private readonly now: () => number,
    private readonly wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  get supported(): boolean {
    return this.bluetooth !== undefined && this.secure;
  }

  async connect(): Promise<ConnectedBelt> {
    if (!this.supported || this.bluetooth === undefined) throw new BeltConnectError('unsupported');
    let device: BluetoothDeviceLike;
    try {
      device = await this.bluetooth.requestDevice({
        filters: [{ services: ['heart_rate'] }],
        optionalServices: ['battery_service'],
      });
    } catch (error) {
      // The chooser closed without a pick rejects with a NotFoundError.
      throw new BeltConnectError(error instanceof Error && error.name === 'NotFoundError' ? 'cancelled' : 'failed', {
        cause: error,
      });
    }
    const events = new Subject<BeltEvent>();
    const link = new BeltLink(device, events, this.now, this.wait);
    try {
      await link.subscribe();
    } catch (error) {
      link.close();
      throw new BeltConnectError('failed', { cause: error });
    }
    return {
      name: screenBeltName(device.name) ?? UNNAMED_BELT,
      events$: new Observable<BeltEvent>((subscriber) => events.subscribe(subscriber)),
      disconnect: () => link.close(),
    };
  }
}

/** One paired belt: its subscription, and its reconnects after a drop. */
class BeltLink {
  private closed = false;
  /** Packets were lost since the last measurement handed on (an unreadable one, a dropped link). */
  private lostPackets = false;
  private readonly onMeasurement = (event: Event) => {
    const value = (event.target as GattCharacteristic).value;
    const parsed = value
      ? parseHeartRateMeasurement(new Uint8Array(value.buffer, value.byteOffset, value.byteLength))
      : null;
    // An unreadable packet is skipped (the next one comes within a second), but its beats are lost.
    if (parsed === null || !parsed.ok) {
      this.lostPackets = true;
      return;
    }
    const heard = { ...parsed.measurement, bpm: screenHeartRate(parsed.measurement.bpm) };
    this.events.next({
      kind: 'measurement',
      measurement: this.lostPackets ? { ...heard, afterGap: true } : heard,
      at: this.now(),
    });
    this.lostPackets = false;
  };
  private readonly onDisconnected = () => {
    this.lostPackets = true;
    void this.reconnect();
  };

  constructor(
    private readonly device: BluetoothDeviceLike,
    private readonly events: Subject<BeltEvent>,
    private readonly now: () => number,
    private readonly wait: (ms: number) => Promise<void>,
  ) {
    device.addEventListener('gattserverdisconnected', this.onDisconnected);
  }

  async subscribe(): Promise<void> {
    const gatt = this.device.gatt;
    if (!gatt) throw new Error('the belt has no GATT server');
    const server = await gatt.connect();
    const service = await server.getPrimaryService('heart_rate');
    const measurement = await service.getCharacteristic('heart_rate_measurement');
    measurement.removeEventListener('characteristicvaluechanged', this.onMeasurement);
    measurement.addEventListener('characteristicvaluechanged', this.onMeasurement);
    await measurement.startNotifications();
    void this.readBattery(server);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.device.removeEventListener('gattserverdisconnected', this.onDisconnected);
    if (this.device.gatt?.connected) this.device.gatt.disconnect();
    this.events.complete();
  }

  private async readBattery(server: GattServer): Promise<void> {
    try {
      const level = await (
        await (await server.getPrimaryService('battery_service')).getCharacteristic('battery_level')
      ).readValue();
      if (!this.closed) this.events.next({ kind: 'battery', percent: level.getUint8(0) });
    } catch {
      // No Battery Service on this belt: no level shown.
    }
  }

  private async reconnect(): Promise<void> {
    for (let attempt = 1; attempt <= RECONNECT_DELAYS_MS.length && !this.closed; attempt += 1) {
      const delayMs = RECONNECT_DELAYS_MS[attempt - 1]!;
      this.events.next({ kind: 'reconnecting', attempt, delayMs });
      await this.wait(delayMs);
      if (this.closed) return;
      try {
        await this.subscribe();
        if (!this.closed) this.events.next({ kind: 'reconnected' });
        return;
      } catch {
        // Out of range still: the next attempt waits longer.
      }
    }
    if (!this.closed) this.events.next({ kind: 'lost' });
  }
}
