import { describe, expect, it } from 'vitest';
import { buildAppContainer } from '../composition-root';
import { DEMO_MAILBOX_TOKENS } from '../application/demo-mailbox/demo-mailbox.tokens';
import type { DemoMailboxViewModel } from '../application/demo-mailbox/demo-mailbox.view-model';
import { bindDemoMailbox } from './demo-mailbox.bindings';

const env = { playerApiUrl: '/api', screen: { width: 390, devicePixelRatio: 3 }, browserLanguages: ['en'] };

describe('bindDemoMailbox', () => {
  it('binds the outbox adapter once and a view-model per mount', () => {
    const container = buildAppContainer(env);
    expect(() => container.get(DEMO_MAILBOX_TOKENS.DemoMailboxViewModel)).toThrow();
    bindDemoMailbox(container, 'http://localhost:4173');
    expect(container.get(DEMO_MAILBOX_TOKENS.DemoMailbox)).toBe(container.get(DEMO_MAILBOX_TOKENS.DemoMailbox));
    const first = container.get<DemoMailboxViewModel>(DEMO_MAILBOX_TOKENS.DemoMailboxViewModel);
    expect(container.get(DEMO_MAILBOX_TOKENS.DemoMailboxViewModel)).not.toBe(first);
    expect(first.isOpen).toBe(false);
    expect(first.count).toBeNull();
  });
});
