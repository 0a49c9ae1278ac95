// scratch: trace a share-dialog tap at 6x on a phone page; writes a Chrome trace JSON.
import { writeFileSync } from 'node:fs';
import { launchBenchChromium, serveBuild } from '../tests/bench/bundle-size.mjs';
const [dir, out, what = 'share'] = process.argv.slice(2);
const server = await serveBuild(dir);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchBenchChromium();
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'en-US' });
const page = await context.newPage();
await page.goto(`${origin}/login`);
await page.getByLabel('Email').fill('player@example.com');
await page.getByLabel('Password').fill('demo-pass-1');
await page.getByRole('button', { name: 'Log in' }).click();
await page.waitForURL(/\/dashboard$/, { timeout: 60000 });
const id = await page.evaluate(async () => {
  const token = localStorage.getItem('token_id') ?? '';
  const user = JSON.parse(localStorage.getItem('user') ?? '{}');
  const r = await fetch(`/api/web/player-activities/calendar/${user.playerId}`, { headers: { authorization: `Bearer ${token}` } });
  const s = (await r.json()).dailyTeamActivities;
  return [...s].reverse().find((e) => e.type === 'INDIVIDUAL' && e.dataStatus === 'PROCESSED' && e.durationSeconds < 3 * 3600)?.activityId;
});
await page.goto(`${origin}/calendar/activity/${id}`);
await page.getByRole('group', { name: 'Heart rate', exact: true }).locator('canvas').first().waitFor({ timeout: 60000 });
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
const button = page.getByRole('button', { name: 'Share', exact: true });
for (let i = 0; i < 2; i++) { // warm
  await page.waitForTimeout(1500);
  const b = await button.boundingBox(); await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
  await page.getByRole('dialog').waitFor(); await page.waitForTimeout(800);
  await page.keyboard.press('Escape'); await page.getByRole('dialog').waitFor({ state: 'hidden' });
}
await page.waitForTimeout(2000);
const chunks = [];
cdp.on('Tracing.dataCollected', (e) => chunks.push(...e.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'latencyInfo', 'disabled-by-default-devtools.timeline.frame'] }, transferMode: 'ReportEvents' });
await page.waitForTimeout(300);
const b = await button.boundingBox(); await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
await page.getByRole('dialog').waitFor(); await page.waitForTimeout(800);
await cdp.send('Tracing.end'); await done;
writeFileSync(out, JSON.stringify({ traceEvents: chunks }));
await browser.close(); server.close();
console.log('trace', out, chunks.length);
