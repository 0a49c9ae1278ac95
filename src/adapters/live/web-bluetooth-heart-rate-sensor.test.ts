import { describe, expect, it } from 'vitest';
import type { BeltEvent } from '../../application/ports/heart-rate-sensor.port';
import { WebBluetoothHeartRateSensor, type BluetoothLike } from './web-bluetooth-heart-rate-sensor';

/** One belt behind a scripted `navigator.bluetooth`: `send` notifies a packet, `drop` loses the link, `away` keeps it out of reach. */
function belt(name: string | null = 'Polar H10 1A2B3C4D') {
  const measurement = Object.assign(new EventTarget(), {
    value: null as DataView | null,
    startNotifications: () => Promise.resolve(measurement),
    readValue: () => Promise.reject(new Error('not readable')),
  });
  let connected = false;
  let away = false;
  const server = {
    get connected() {
      return connected;
    },
    connect: () => {
      if (away) return Promise.reject(new DOMException('out of range', 'NetworkError'));
      connected = true;
      return Promise.resolve(server);
    },
    disconnect: () => void (connected = false),
    getPrimaryService: (service: string) =>
      service === 'heart_rate'
        ? Promise.resolve({ getCharacteristic: () => Promise.resolve(measurement) })
        : Promise.reject(new Error('no such service')),
  };
  const device = Object.assign(new EventTarget(), { name, gatt: server });
  const bluetooth: BluetoothLike = { requestDevice: () => Promise.resolve(device) };
  return {
    bluetooth,
    send(bytes: number[]) {
      measurement.value = new DataView(Uint8Array.from(bytes).buffer);
      measurement.dispatchEvent(new Event('characteristicvaluechanged'));
    },
    drop() {
      connected = false;
      device.dispatchEvent(new Event('gattserverdisconnected'));
    },
    set away(value: boolean) {
      away = value;
    },
  };
}

const flush = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

async function paired(name?: string | null) {
  const fake = belt(name);
  const connected = await new WebBluetoothHeartRateSensor(
    fake.bluetooth,
    true,
    () => 1000,
    () => Promise.resolve(),
  ).connect();
  const events: BeltEvent[] = [];
  connected.events$.subscribe((event) => events.push(event));
  const measurements = () => events.flatMap((event) => (event.kind === 'measurement' ? [event.measurement] : []));
  return { fake, connected, events, measurements };
}

describe('WebBluetoothHeartRateSensor: what it hands on', () => {
  it('gives a belt name of at most 100 characters, and a stand-in for a belt without one', async () => {
    expect((await paired(`Polar H10 ${'A'.repeat(305)}`)).connected.name).toBe(`Polar H10 ${'A'.repeat(90)}`);
    expect((await paired('  ')).connected.name).toBe('Heart-rate belt');
    expect((await paired(null)).connected.name).toBe('Heart-rate belt');
  });

  it('hands on a rate outside 25–250 bpm as no reading: a 16-bit 65,535 and a 0', async () => {
    const { fake, measurements } = await paired();
    fake.send([0x17, 0xff, 0xff, 0x00, 0x04]);
    fake.send([0x04, 0x00]);
    fake.send([0x16, 0x48, 0x00, 0x04]);
    expect(measurements().map((m) => m.bpm)).toEqual([null, null, 72]);
    expect(measurements()[0]).toMatchObject({ contact: 'detected', rrIntervals: [1024] });
  });

  it('keeps the rate and the whole RR values of a packet with a stray byte', async () => {
    const { fake, measurements } = await paired();
    fake.send([0x16, 0x3c, 0x11, 0x04, 0x7f]);
    expect(measurements()).toEqual([{ bpm: 60, contact: 'detected', energyExpendedKj: null, rrIntervals: [1041] }]);
  });

  it('skips an unreadable packet and says, with the next measurement, that packets were lost before it', async () => {
    const { fake, measurements } = await paired();
    fake.send([0x16, 0x48, 0x00, 0x04]);
    fake.send([0x17, 0x48]);
    fake.send([0x16, 0x49, 0x00, 0x04]);
    fake.send([0x16, 0x4a, 0x00, 0x04]);
    expect(measurements().map((m) => [m.bpm, m.afterGap ?? false])).toEqual([
      [72, false],
      [73, true],
      [74, false],
    ]);
  });

  it('says, with the first measurement after a dropped link comes back, that packets were lost before it', async () => {
    const { fake, events, measurements } = await paired();
    fake.send([0x16, 0x48, 0x00, 0x04]);
    fake.drop();
    await flush();
    expect(events.map((event) => event.kind)).toEqual(['measurement', 'reconnecting', 'reconnected']);
    fake.send([0x16, 0x49, 0x00, 0x04]);
    expect(measurements().map((m) => m.afterGap ?? false)).toEqual([false, true]);
  });
});

describe('WebBluetoothHeartRateSensor: reconnecting after a drop', () => {
  /** A belt paired with a wait the test releases one at a time; `waits` are the delays asked for, in ms. */
  async function pairedWithWaits() {
    const fake = belt();
    const waits: number[] = [];
    const pending: (() => void)[] = [];
    const wait = (ms: number) => {
      waits.push(ms);
      return new Promise<void>((resolve) => pending.push(resolve));
    };
    const connected = await new WebBluetoothHeartRateSensor(fake.bluetooth, true, () => 1000, wait).connect();
    const events: BeltEvent[] = [];
    connected.events$.subscribe((event) => events.push(event));
    /** Lets the oldest wait end, and the attempt after it run. */
    const elapse = async () => {
      pending.shift()?.();
      await flush();
    };
    return { fake, connected, waits, events, elapse };
  }

  it('waits 1, 2, 4, 8 and 16 s, then 30 s, ten attempts in all, saying each; then the belt is lost', async () => {
    const { fake, waits, events, elapse } = await pairedWithWaits();
    fake.away = true;
    fake.drop();
    await flush();
    for (let attempt = 1; attempt <= 10; attempt += 1) await elapse();
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000, 30_000]);
    expect(events.filter((event) => event.kind === 'reconnecting')).toEqual(
      waits.map((delayMs, index) => ({ kind: 'reconnecting', attempt: index + 1, delayMs })),
    );
    expect(events.at(-1)).toEqual({ kind: 'lost' });
    expect(events.some((event) => event.kind === 'reconnected')).toBe(false);
  });

  it('stops waiting as soon as an attempt reaches the belt, and starts from 1 s at the next drop', async () => {
    const { fake, waits, events, elapse } = await pairedWithWaits();
    fake.away = true;
    fake.drop();
    await flush();
    await elapse();
    await elapse();
    fake.away = false;
    await elapse();
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(events.map((event) => event.kind)).toEqual(['reconnecting', 'reconnecting', 'reconnecting', 'reconnected']);
    fake.drop();
    await flush();
    await elapse();
    expect(waits.slice(3)).toEqual([1000]);
    expect(events.at(-1)).toEqual({ kind: 'reconnected' });
  });

  it('tries no more once the page lets the belt go', async () => {
    const { fake, connected, waits, events, elapse } = await pairedWithWaits();
    fake.away = true;
    fake.drop();
    await flush();
    connected.disconnect();
    fake.away = false;
    await elapse();
    await elapse();
    expect(waits).toEqual([1000]);
    expect(events.filter((event) => event.kind === 'reconnected')).toEqual([]);
  });
});
