// WebKit (Safari's engine) for the engine smoke suite: Debian's WebKitGTK MiniBrowser through its WebKitWebDriver,
// under xvfb-run, driven by selenium-webdriver over the W3C WebDriver protocol.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { Builder, By, Key, until } from 'selenium-webdriver';

const DRIVER_PATH = '/usr/bin/WebKitWebDriver';

/** MiniBrowser lives under the WebKitGTK library folder of the machine's architecture. */
function miniBrowserPath() {
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    if (!existsSync(lib)) continue;
    const folder = readdirSync(lib).find(
      (name) => /^webkit2?gtk-[\d.]+$/.test(name) && existsSync(`${lib}/${name}/MiniBrowser`),
    );
    if (folder) return `${lib}/${folder}/MiniBrowser`;
  }
  return null;
}

export function webkitAvailable() {
  return existsSync(DRIVER_PATH) && miniBrowserPath() !== null && existsSync('/usr/bin/xvfb-run');
}

/** The driver prints no version: Debian's package says which WebKitGTK it is. */
export function webkitVersion() {
  const version = execFileSync('dpkg-query', ['-W', '-f', '${Version}', 'webkit2gtk-driver'], {
    encoding: 'utf8',
  }).trim();
  return `WebKitGTK ${version} (webkit2gtk-driver)`;
}

async function driverAnswers(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/** A driver over one MiniBrowser window. WebDriver classic has no console events: the page watch sees errors. */
export async function openWebKit({ width, height, port = Number(process.env.PULSEBOARD_WEBKIT_DRIVER_PORT ?? 4179) }) {
  const server = spawn('xvfb-run', ['-a', DRIVER_PATH, `--port=${port}`], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  try {
    await driverAnswers(url, Date.now() + 20_000);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
      })
      .build();
    await driver.manage().window().setRect({ width, height });
    const capabilities = await driver.getCapabilities();
    return {
      name: 'WebKit',
      version: `WebKitGTK ${capabilities.get('browserVersion')}`,
      goto: (target) => driver.get(target),
      evaluate: (expression) =>
        driver.executeAsyncScript(
          `const done = arguments[arguments.length - 1]; Promise.resolve(${expression}).then(done, (e) => done(null));`,
        ),
      type: async (selector, text) => {
        const field = await driver.wait(until.elementLocated(By.css(selector)), 10_000);
        await field.clear();
        await field.sendKeys(text);
      },
      click: async (selector) => (await driver.wait(until.elementLocated(By.css(selector)), 10_000)).click(),
      // The one key the steps press; named as Puppeteer names it.
      press: async (key) => driver.actions().sendKeys({ Escape: Key.ESCAPE }[key]).perform(),
      screenshot: async (path) =>
        (await import('node:fs')).writeFileSync(path, await driver.takeScreenshot(), 'base64'),
      problems: async () => [],
      close: async () => {
        await driver.quit().catch(() => undefined);
        process.kill(-server.pid, 'SIGTERM');
      },
    };
  } catch (error) {
    process.kill(-server.pid, 'SIGTERM');
    throw error;
  }
}
