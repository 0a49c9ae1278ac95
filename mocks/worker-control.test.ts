import { describe, expect, it, vi } from 'vitest';
import { CLAIM_CLIENTS_MESSAGE, takeControlWithoutReload, type WorkerContainer } from './worker-control';

const SCRIPT = 'http://localhost/demo-service-worker.js';

/** A service worker container as a page sees it: its controller, the registrations, and controllerchange. */
function container(options: {
  controlled: boolean;
  registered: 'active' | 'installing' | null;
  claimAnswers?: boolean;
  script?: string;
}) {
  const events = new EventTarget();
  const posted: unknown[] = [];
  let controller: ServiceWorker | null = options.controlled ? ({ scriptURL: SCRIPT } as ServiceWorker) : null;
  const takeControl = () => {
    controller = { scriptURL: SCRIPT } as ServiceWorker;
    events.dispatchEvent(new Event('controllerchange'));
  };
  const worker = {
    scriptURL: options.script ?? SCRIPT,
    postMessage: (message: unknown) => {
      posted.push(message);
      if (message === CLAIM_CLIENTS_MESSAGE && options.claimAnswers !== false) queueMicrotask(takeControl);
    },
  } as unknown as ServiceWorker;
  const registration = {
    active: options.registered === 'active' ? worker : null,
    installing: options.registered === 'installing' ? worker : null,
    waiting: null,
  } as ServiceWorkerRegistration;
  const registered: string[] = [];
  const page: WorkerContainer = {
    get controller() {
      return controller;
    },
    getRegistrations: () => Promise.resolve(options.registered ? [registration] : []),
    // A registration made by the page: its worker installs, then claims the page when the test activates it.
    register: (url: string | URL) => {
      registered.push(String(url));
      return Promise.resolve({ active: null, installing: worker, waiting: null } as ServiceWorkerRegistration);
    },
    addEventListener: events.addEventListener.bind(events) as WorkerContainer['addEventListener'],
    removeEventListener: events.removeEventListener.bind(events) as WorkerContainer['removeEventListener'],
  };
  return { page, posted, registered, activate: takeControl };
}

describe('the demo worker takes control of the page without a reload', () => {
  it('a page loaded without control under an active worker (a hard reload) asks to be claimed, and is', async () => {
    const { page, posted } = container({ controlled: false, registered: 'active' });
    await expect(takeControlWithoutReload(page, SCRIPT)).resolves.toBe(true);
    expect(posted).toEqual([CLAIM_CLIENTS_MESSAGE]);
    expect(page.controller).not.toBeNull();
  });

  it('a page loaded while the worker installs waits for it: it claims every page when it activates', async () => {
    const { page, posted, activate } = container({ controlled: false, registered: 'installing' });
    const taken = takeControlWithoutReload(page, SCRIPT);
    setTimeout(activate, 20);
    await expect(taken).resolves.toBe(true);
    expect(posted).toEqual([]);
  });

  it('a page that finds no registration (a first visit, or another tab registering it) registers it and waits for it', async () => {
    // Left to msw, a tab opened while another registered the worker found the registration a moment later, without
    // control, and reloaded: what was typed into its login card was lost.
    const { page, posted, registered, activate } = container({ controlled: false, registered: null });
    const taken = takeControlWithoutReload(page, SCRIPT);
    setTimeout(activate, 20);
    await expect(taken).resolves.toBe(true);
    expect(registered).toEqual([SCRIPT]);
    expect(posted).toEqual([]);
    expect(page.controller).not.toBeNull();
  });

  it('a page the browser lets register no worker is left to msw at once', async () => {
    const { page } = container({ controlled: false, registered: null });
    page.register = () => Promise.reject(new DOMException('no service workers here', 'SecurityError'));
    await expect(takeControlWithoutReload(page, SCRIPT)).resolves.toBe(false);
  });

  it('a controlled page needs nothing', async () => {
    const { page, posted, registered } = container({ controlled: true, registered: 'active' });
    await expect(takeControlWithoutReload(page, SCRIPT)).resolves.toBe(false);
    expect(posted).toEqual([]);
    expect(registered).toEqual([]);
  });

  it('a worker that never takes control leaves the page to msw after the wait', async () => {
    vi.useFakeTimers();
    try {
      const { page } = container({ controlled: false, registered: 'active', claimAnswers: false });
      const taken = takeControlWithoutReload(page, SCRIPT, 10_000);
      await vi.advanceTimersByTimeAsync(10_000);
      await expect(taken).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
