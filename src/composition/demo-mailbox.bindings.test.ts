import { describe, expect, it } from 'vitest';
import { appResolverOf, buildAppContainer } from './composition-root';
import { DEMO_MAILBOX_TOKENS } from '../application/demo-mailbox/demo-mailbox.tokens';
import { bindDemoMailbox } from './demo-mailbox.bindings';

const env = { playerApiUrl: '/api', screen: { width: 390, devicePixelRatio: 3 }, browserLanguages: ['en'] };

describe('bindDemoMailbox', () => {
  it('binds the outbox adapter once and a view-model per mount', () => {
    const container = buildAppContainer(env);
    const resolver = appResolverOf(container, () => Promise.resolve([]));
    expect(() => resolver.get(DEMO_MAILBOX_TOKENS.DemoMailboxViewModel)).toThrow(/DemoMailboxViewModel/);
    bindDemoMailbox(container, 'http://localhost:4173');
    expect(resolver.get(DEMO_MAILBOX_TOKENS.DemoMailbox)).toBe(resolver.get(DEMO_MAILBOX_TOKENS.DemoMailbox));
    const first = resolver.get(DEMO_MAILBOX_TOKENS.DemoMailboxViewModel);
    expect(resolver.get(DEMO_MAILBOX_TOKENS.DemoMailboxViewModel)).not.toBe(first);
    expect(first.isOpen).toBe(false);
    expect(first.count).toBeNull();
  });
});
