import { HttpDemoMailbox } from '../adapters/http/http-demo-mailbox';
import { APP_TOKENS } from '../application/app.tokens';
import { DEMO_MAILBOX_TOKENS } from '../application/demo-mailbox/demo-mailbox.tokens';
import { DemoMailboxViewModel } from '../application/demo-mailbox/demo-mailbox.view-model';
import { PORT_TOKENS } from './port.tokens';
import type { ServiceRegistry } from './service-registry';

/**
 * Binds the demo mailbox (docs/architecture.md#demo-mailbox). Demo builds only: src/start/app-main.tsx
 * loads this module behind `__DEMO__`, so the real-API build carries none of it. The outbox
 * is read through the player API's client, whose base is the mock backend in a demo build;
 * `origin` is the app's own (`window.location.origin`): the only origin a mail's link may point at.
 */
export function bindDemoMailbox(services: ServiceRegistry, origin: string): void {
  services.singleton(
    DEMO_MAILBOX_TOKENS.DemoMailbox,
    () => new HttpDemoMailbox(services.get(PORT_TOKENS.HttpClient), origin),
  );
  services.perMount(
    DEMO_MAILBOX_TOKENS.DemoMailboxViewModel,
    () => new DemoMailboxViewModel(services.get(DEMO_MAILBOX_TOKENS.DemoMailbox), services.get(APP_TOKENS.Clock)),
  );
}
