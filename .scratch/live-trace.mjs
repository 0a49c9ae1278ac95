// scratch: trace the live stop-confirmed tap at 6x on a phone page.
import { writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { launchBenchChromium, serveBuild } from '../tests/bench/bundle-size.mjs';
const { installBluetoothStandIn } = await tsImport('../tests/support/bluetooth-stand-in.ts', import.meta.url);
const [dir, out] = process.argv.slice(2);
const server = await serveBuild(dir);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchBenchChromium();
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'en-US' });
const page = await context.newPage();
await page.addInitScript('globalThis.__name = (target) => target;');
await installBluetoothStandIn(page);
await page.goto(`${origin}/login`);
await page.getByLabel('Email').fill('player@example.com');
await page.getByLabel('Password').fill('demo-pass-1');
await page.getByRole('button', { name: 'Log in' }).click();
await page.waitForURL(/\/dashboard$/, { timeout: 60000 });
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
await page.goto(`${origin}/live`);
const tap = async (loc) => { const b = await loc.boundingBox(); await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2); };
for (let run = 0; run < 2; run++) {
  const connect = page.getByRole('button', { name: 'Connect a belt' });
  const startButton = page.getByRole('button', { name: 'Start', exact: true });
  await connect.or(startButton).first().waitFor({ timeout: 60000 });
  if (await connect.isVisible()) await connect.tap();
  await startButton.and(page.locator(':enabled')).waitFor();
  await tap(startButton);
  await page.locator('.live-recording[data-phase="recording"]').waitFor();
  for (let beat = 0; beat < 5; beat += 1) await page.evaluate(() => window.__belt.send([0x16, 120, 0x00, 0x02]));
  await page.waitForTimeout(1500);
  await tap(page.getByRole('button', { name: 'Stop', exact: true }));
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(1500);
  let chunks, done;
  if (run === 1) {
    chunks = [];
    cdp.on('Tracing.dataCollected', (e) => chunks.push(...e.value));
    done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'latencyInfo'] }, transferMode: 'ReportEvents' });
    await page.waitForTimeout(300);
  }
  await tap(page.getByRole('dialog').getByRole('button', { name: 'Stop', exact: true }));
  await page.getByRole('heading', { name: 'Recording stopped' }).waitFor();
  await page.waitForTimeout(800);
  if (run === 1) { await cdp.send('Tracing.end'); await done; writeFileSync(out, JSON.stringify({ traceEvents: chunks })); }
  await page.getByRole('button', { name: 'Save to my calendar' }).tap();
  await page.getByRole('button', { name: 'New recording' }).tap({ timeout: 30000 });
}
await browser.close(); server.close();
console.log('done');
