/**
 * The demo's worker takes control of this page without a reload (docs/architecture.md#mock-backend).
 *
 * msw reloads a page that is not controlled while a registration of its worker exists: a hard reload, or a page
 * loaded while the worker was still installing. The demo starts its mock backend after the first paint, and the
 * login card takes keys before any script, so that reload came after the visitor had typed and lost it. Here, before
 * msw starts, such a page asks the active worker to claim it (its `clients.claim()`), or waits for the installing one,
 * which claims every page of its scope when it activates. A page that finds no registration registers the worker
 * itself (the registration msw would make) and waits for it the same way: another tab may be registering it at that
 * moment, and msw, looking again a moment later, would find that registration and reload this page. Only if the
 * worker takes no control in time does msw's reload remain.
 */

/** The message the demo's worker (public/demo-service-worker.js) answers with `clients.claim()`. */
export const CLAIM_CLIENTS_MESSAGE = 'pulseboard:claim-clients';

/** How long the page waits for the worker to take control before it lets msw reload it. */
const CONTROL_WAIT_MS = 10_000;

/** What this module reads of `navigator.serviceWorker`. */
export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'controller' | 'getRegistrations' | 'register' | 'addEventListener' | 'removeEventListener'
>;

const workersOf = (registration: ServiceWorkerRegistration) => [
  registration.active,
  registration.installing,
  registration.waiting,
];

/** The registration of the worker at `scriptUrl`: the one there is, else a new one (null when the browser refuses). */
async function registrationOf(container: WorkerContainer, scriptUrl: string) {
  const registrations = await container.getRegistrations();
  const found = registrations.find((candidate) =>
    workersOf(candidate).some((worker) => worker?.scriptURL === scriptUrl),
  );
  if (found) return found;
  // msw's own start then meets the refusal again, and says it.
  return container.register(scriptUrl).catch(() => null);
}

/**
 * Resolves once this page is controlled by the worker at `scriptUrl` (absolute), registering it when no page has (a
 * first visit: it claims the page on activation), or at once when the page is controlled already, or after the wait
 * (msw then reloads, as before). Resolves to whether the page had to be taken and now is.
 */
export async function takeControlWithoutReload(
  container: WorkerContainer,
  scriptUrl: string,
  waitMs = CONTROL_WAIT_MS,
): Promise<boolean> {
  if (container.controller) return false;
  const registration = await registrationOf(container, scriptUrl);
  if (!registration) return false;
  let onChange: () => void = () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const controlled = new Promise<boolean>((resolve) => {
    onChange = () => resolve(true);
    container.addEventListener('controllerchange', onChange);
    timer = setTimeout(() => resolve(container.controller !== null), waitMs);
  });
  if (container.controller) return true;
  registration.active?.postMessage(CLAIM_CLIENTS_MESSAGE);
  const result = await controlled;
  clearTimeout(timer);
  container.removeEventListener('controllerchange', onChange);
  return result;
}
