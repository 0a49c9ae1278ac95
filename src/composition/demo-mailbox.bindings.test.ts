import { describe, expect, it } from 'vitest';
import { buildAppServices } from './composition-root';
import { DEMO_MAILBOX_TOKENS } from '../application/demo-mailbox/demo-mailbox.tokens';
import { bindDemoMailbox } from './demo-mailbox.bindings';

const env = { playerApiUrl: '/api', screen: { width: 390, devicePixelRatio: 3 }, browserLanguages: ['en'] };

describe('bindDemoMailbox', () => {
  it('binds the outbox adapter once and a view-model per mount', () => {
    const services = buildAppServices(env);
    expect(() => services.get(DEMO_MAILBOX_TOKENS.DemoMailboxViewModel)).toThrow();
    bindDemoMailbox(services, 'http://localhost:4173');
    expect(services.get(DEMO_MAILBOX_TOKENS.DemoMailbox)).toBe(services.get(DEMO_MAILBOX_TOKENS.DemoMailbox));
    const first = services.get(DEMO_MAILBOX_TOKENS.DemoMailboxViewModel);
    expect(services.get(DEMO_MAILBOX_TOKENS.DemoMailboxViewModel)).not.toBe(first);
    expect(first.isOpen).toBe(false);
    expect(first.count).toBeNull();
  });
});
