import type { Page } from '@playwright/test';

/**
 * A scripted stand-in for `navigator.bluetooth`, installed before the app loads: one belt, "Polar
 * H10 1A2B3C4D", with the Heart Rate and Battery services, so the app's real Web Bluetooth adapter
 * runs against it. The test drives it through `window.__belt`: `send(bytes)` notifies a Heart Rate
 * Measurement packet, `drop()` fires gattserverdisconnected (and keeps the belt away until
 * `comeBack()`), `chooserCancels` makes the next chooser close without a pick.
 */
export async function installBluetoothStandIn(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const measurement = Object.assign(new EventTarget(), {
      value: null as DataView | null,
      startNotifications: () => Promise.resolve(measurement),
    });
    const battery = { readValue: () => Promise.resolve(new DataView(Uint8Array.from([77]).buffer)) };
    let away = false;
    let connected = false;
    interface StandInServer {
      readonly connected: boolean;
      connect(): Promise<StandInServer>;
      disconnect(): void;
      getPrimaryService(name: string): Promise<{ getCharacteristic(): Promise<unknown> }>;
    }
    const server: StandInServer = {
      get connected() {
        return connected;
      },
      connect: () => {
        if (away) return Promise.reject(new DOMException('out of range', 'NetworkError'));
        connected = true;
        return Promise.resolve(server);
      },
      disconnect: () => {
        connected = false;
      },
      getPrimaryService: (name: string) =>
        Promise.resolve({
          getCharacteristic: () => Promise.resolve(name === 'heart_rate' ? measurement : battery),
        }),
    };
    const device = Object.assign(new EventTarget(), { name: 'Polar H10 1A2B3C4D', gatt: server });
    const control = {
      chooserCancels: false,
      send(bytes: number[]) {
        measurement.value = new DataView(Uint8Array.from(bytes).buffer);
        measurement.dispatchEvent(new Event('characteristicvaluechanged'));
      },
      drop() {
        away = true;
        connected = false;
        device.dispatchEvent(new Event('gattserverdisconnected'));
      },
      comeBack() {
        away = false;
      },
    };
    Object.defineProperty(window, '__belt', { value: control });
    Object.defineProperty(Navigator.prototype, 'bluetooth', {
      configurable: true,
      get: () => ({
        requestDevice: () =>
          control.chooserCancels
            ? Promise.reject(new DOMException('User cancelled the requestDevice() chooser.', 'NotFoundError'))
            : Promise.resolve(device),
      }),
    });
  });
}

/** A browser without Web Bluetooth (Firefox, Safari, iOS). */
export async function removeBluetooth(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'bluetooth', { configurable: true, get: () => undefined });
  });
}

/** Notifies one packet from the stand-in belt. */
export async function sendPacket(page: Page, bytes: number[]): Promise<void> {
  await page.evaluate(
    (packet) => (window as unknown as { __belt: { send(bytes: number[]): void } }).__belt.send(packet),
    bytes,
  );
}

export async function beltControl(page: Page, action: 'drop' | 'comeBack'): Promise<void> {
  await page.evaluate((name) => (window as unknown as { __belt: Record<string, () => void> }).__belt[name]!(), action);
}
