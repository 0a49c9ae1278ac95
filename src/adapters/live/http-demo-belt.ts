import { Observable, Subject } from 'rxjs';
import type { BeltEvent, ConnectedBelt, HeartRateSensor } from '../../application/ports/heart-rate-sensor.port';
import {
  encodeHeartRateMeasurement,
  parseHeartRateMeasurement,
  RR_UNITS_PER_SECOND,
} from '../../domain/live/heart-rate-measurement';
import type { HttpClient } from '../http/http-client';

const DEMO_BELT_PATH = '/__mock/demo-belt';

/**
 * The demo's belt (demo builds only): an hour of heart rates from the mock world's simulator
 * (GET /__mock/demo-belt), played once a second as the packets a real strap sends, 8-bit rate,
 * skin contact and the RR intervals of that rate, and read back by the same parser, so the page
 * behaves as with a belt. A second with no rate sends a no-contact packet.
 */
export class HttpDemoBelt implements HeartRateSensor {
  readonly supported = true;

  constructor(
    private readonly client: HttpClient,
    private readonly now: () => number,
  ) {}

  async connect(): Promise<ConnectedBelt> {
    const { bpm } = (await this.client.get(DEMO_BELT_PATH)) as { bpm: (number | null)[] };
    const events = new Subject<BeltEvent>();
    let second = 0;
    const play = () => {
      const rate = bpm[second % bpm.length] ?? null;
      second += 1;
      const packet = encodeHeartRateMeasurement({
        bpm: rate ?? 0,
        contact: rate === null ? 'not-detected' : 'detected',
        energyExpendedKj: null,
        rrIntervals: rate === null ? [] : [Math.round((60 / rate) * RR_UNITS_PER_SECOND)],
      });
      const parsed = parseHeartRateMeasurement(packet);
      if (parsed.ok) events.next({ kind: 'measurement', measurement: parsed.measurement, at: this.now() });
    };
    const timer = setInterval(play, 1000);
    queueMicrotask(() => events.next({ kind: 'battery', percent: 87 }));
    return {
      name: 'Demo belt',
      events$: new Observable<BeltEvent>((subscriber) => events.subscribe(subscriber)),
      disconnect: () => {
        clearInterval(timer);
        events.complete();
      },
    };
  }
}
