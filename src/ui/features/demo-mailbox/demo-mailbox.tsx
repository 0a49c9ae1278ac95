import type { Messages } from '@lingui/core';
import { Plural, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ComponentType } from 'react';
import { DEMO_MAILBOX_TOKENS } from '../../../application/demo-mailbox/demo-mailbox.tokens';
import type { Locale } from '../../../domain/account/user';
import { ensureCatalog } from '../../app/locale-loader';
import { useViewModel } from '../../app/service-context';
import { DEMO_MAILBOX_PANEL_ID, DemoMailboxPanel } from './demo-mailbox-panel';
import './demo-mailbox.css';

const loadDemoMailboxCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;

function EnvelopeIcon() {
  return (
    <svg className="demo-mailbox__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/**
 * The demo mailbox (docs/architecture.md#demo-mailbox): a small button in the bottom corner of
 * every page of the demo, with the number of mails the mock backend's outbox holds, that opens a
 * panel listing them. Escape or Close closes the panel and gives the focus back to the button.
 */
const DemoMailbox = observer(function DemoMailbox() {
  const vm = useViewModel(DEMO_MAILBOX_TOKENS.DemoMailboxViewModel);
  const { t } = useLingui();
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => vm.start(), [vm]);
  useEffect(() => {
    if (!vm.isOpen) return;
    panel.current?.focus();
    // Escape inside the mailbox closes it; the page's own Escape keys are left alone.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Node) || !root.current?.contains(event.target)) return;
      vm.close();
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [vm, vm.isOpen]);

  const close = () => {
    vm.close();
    toggle.current?.focus();
  };
  const count = vm.count;

  return (
    <aside ref={root} className="demo-mailbox" aria-label={t`Demo mailbox`}>
      {vm.isOpen ? <DemoMailboxPanel vm={vm} panelRef={panel} onClose={close} /> : null}
      <button
        ref={toggle}
        type="button"
        className="demo-mailbox__toggle"
        aria-expanded={vm.isOpen}
        aria-controls={vm.isOpen ? DEMO_MAILBOX_PANEL_ID : undefined}
        onClick={() => vm.toggle()}
      >
        <EnvelopeIcon />
        <span className="demo-mailbox__label">{t`Demo mailbox`}</span>
        {/* The badge keeps its place while the count loads, so the button does not grow under the reader. */}
        <span
          className={count === null ? 'demo-mailbox__count demo-mailbox__count--pending' : 'demo-mailbox__count'}
          aria-hidden="true"
        >
          {count}
        </span>
        {/* An empty outbox, as on every first visit, is said in words without a plural: Lingui makes the page's first
            Intl.PluralRules (and "#" its first Intl.NumberFormat) even for an exact "=0" case, and the first of them
            loads the browser's locale data, a long task (over 100 ms at 4x CPU) that /login needs for nothing else
            (docs/architecture.md#the-first-paint). */}
        {count === null ? null : (
          <span className="visually-hidden">
            {count === 0 ? t`(no mails)` : <Plural value={count} one="(# mail)" other="(# mails)" />}
          </span>
        )}
      </button>
    </aside>
  );
});

/** The lazy entry the app root mounts in demo builds: the mailbox once its texts are in (nothing if they fail). */
export async function loadDemoMailbox(): Promise<{ default: ComponentType }> {
  try {
    await ensureCatalog(loadDemoMailboxCatalog);
    return { default: DemoMailbox };
  } catch {
    return { default: () => null };
  }
}
