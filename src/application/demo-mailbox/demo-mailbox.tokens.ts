import type { DemoMailbox } from '../ports/demo-mailbox.port';
import { serviceToken } from '../service-token';
import type { DemoMailboxViewModel } from './demo-mailbox.view-model';

/** The demo mailbox's container keys (demo builds only); the view-model is made per mount. */
export const DEMO_MAILBOX_TOKENS = {
  DemoMailbox: serviceToken<DemoMailbox>('DemoMailbox'),
  DemoMailboxViewModel: serviceToken<DemoMailboxViewModel>('DemoMailboxViewModel'),
} as const;
