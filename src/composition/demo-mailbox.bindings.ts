import type { Container } from 'inversify';
import { HttpDemoMailbox } from '../adapters/http/http-demo-mailbox';
import { APP_TOKENS } from '../application/app.tokens';
import { DEMO_MAILBOX_TOKENS } from '../application/demo-mailbox/demo-mailbox.tokens';
import { DemoMailboxViewModel } from '../application/demo-mailbox/demo-mailbox.view-model';
import { PORT_TOKENS } from './port.tokens';
import type { HttpClient } from '../adapters/http/http-client';
import type { Clock } from '../application/ports/clock.port';
import type { DemoMailbox } from '../application/ports/demo-mailbox.port';

/**
 * Binds the demo mailbox (docs/architecture.md#demo-mailbox). Demo builds only: src/start/app-main.tsx
 * loads this module behind `__DEMO__`, so the real-API build carries none of it. The outbox
 * is read through the player API's client, whose base is the mock backend in a demo build;
 * `origin` is the app's own (`window.location.origin`): the only origin a mail's link may point at.
 */
export function bindDemoMailbox(container: Container, origin: string): void {
  container
    .bind(DEMO_MAILBOX_TOKENS.DemoMailbox)
    .toResolvedValue((http: HttpClient) => new HttpDemoMailbox(http, origin), [PORT_TOKENS.HttpClient]);
  container
    .bind(DEMO_MAILBOX_TOKENS.DemoMailboxViewModel)
    .toResolvedValue(
      (mailbox: DemoMailbox, clock: Clock) => new DemoMailboxViewModel(mailbox, clock),
      [DEMO_MAILBOX_TOKENS.DemoMailbox, APP_TOKENS.Clock],
    )
    .inTransientScope();
}
