/**
 * The demo's worker takes control of this page without a reload (docs/architecture.md#mock-backend).
 *
 * msw reloads a page that is not controlled while a registration of its worker exists: a hard reload, or a page
 * loaded while the worker was still installing. The demo starts its mock backend after the first paint, and the
 * login card takes keys before any script, so that reload came after the visitor had typed and lost it. Here, before
 * msw starts, such a page asks the active worker to claim it (its `clients.claim()`), or waits for the installing one,
 * which claims every page of its scope when it activates. Only if neither happens in time does msw's reload remain.
 */

/** The message the demo's worker (public/demo-service-worker.js) answers with `clients.claim()`. */
export const CLAIM_CLIENTS_MESSAGE = 'pulseboard:claim-clients';

/** How long the page waits for the worker to take control before it lets msw reload it. */
const CONTROL_WAIT_MS = 10_000;

/** What this module reads of `navigator.serviceWorker`. */
export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'controller' | 'getRegistrations' | 'addEventListener' | 'removeEventListener'
>;

const workersOf = (registration: ServiceWorkerRegistration) => [
  registration.active,
  registration.installing,
  registration.waiting,
];

/**
 * Resolves once this page is controlled by the worker at `scriptUrl` (absolute), or at once when it already is or no
 * such worker is registered (a first visit: msw registers it, and it claims the page on activation), or after the
 * wait (msw then reloads, as before). Resolves to whether the page had to be claimed and now is.
 */
export async function takeControlWithoutReload(
  container: WorkerContainer,
  scriptUrl: string,
  waitMs = CONTROL_WAIT_MS,
): Promise<boolean> {
  if (container.controller) return false;
  const registrations = await container.getRegistrations();
  const registration = registrations.find((candidate) =>
    workersOf(candidate).some((worker) => worker?.scriptURL === scriptUrl),
  );
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
