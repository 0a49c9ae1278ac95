import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import { Link } from 'wouter';
import type { DemoMailboxViewModel, MailboxEntry } from '../../../application/demo-mailbox/demo-mailbox.view-model';
import type { DemoMailKind } from '../../../application/ports/demo-mailbox.port';
import { ErrorState } from '../../components/error-state';
import { formattingLocales } from '../../formats/formatting-locales';

export const DEMO_MAILBOX_PANEL_ID = 'demo-mailbox-panel';
const TITLE_ID = 'demo-mailbox-title';

const KIND_LABELS: Readonly<Record<DemoMailKind, MessageDescriptor>> = {
  ACTIVATION: msg`Account activation`,
  PASSWORD_RESET: msg`Password reset`,
  EMAIL_CHANGE: msg`Email change`,
  ADDITIONAL_EMAIL: msg`Additional email`,
  CHILD_CONFIRMATION: msg`Child confirmation`,
};

function MailItem({ entry, onFollow }: { entry: MailboxEntry; onFollow: () => void }) {
  const { i18n } = useLingui();
  const { mail, age } = entry;
  const sent = new Date(mail.sentAt);
  const when = new Intl.RelativeTimeFormat(formattingLocales(i18n), { numeric: 'auto' }).format(
    age.value === 0 ? 0 : -age.value,
    age.unit,
  );
  return (
    <li className="demo-mail">
      <p className="demo-mail__meta">
        <span className="demo-mail__kind">{i18n._(KIND_LABELS[mail.kind])}</span>
        <time dateTime={sent.toISOString()} title={i18n.date(sent, { dateStyle: 'medium', timeStyle: 'short' })}>
          {when}
        </time>
      </p>
      <p className="demo-mail__subject">{mail.subject}</p>
      <p className="demo-mail__to">
        <Trans>To: {mail.to}</Trans>
      </p>
      <Link href={mail.link} className="demo-mail__link" onClick={onFollow}>
        {mail.link}
      </Link>
    </li>
  );
}

interface PanelProps {
  readonly vm: DemoMailboxViewModel;
  readonly panelRef: RefObject<HTMLElement | null>;
  readonly onClose: () => void;
}

/** The open mailbox: the mails newest first, or the loading, empty or error state. */
export const DemoMailboxPanel = observer(function DemoMailboxPanel({ vm, panelRef, onClose }: PanelProps) {
  const { t } = useLingui();
  let body;
  if (vm.errorCode !== null) {
    body = <ErrorState code={vm.errorCode} onRetry={() => vm.refresh()} className="demo-mailbox__state" tone="light" />;
  } else if (vm.loadState === 'loading' || vm.loadState === 'idle') {
    body = (
      <p className="demo-mailbox__state" role="status">
        <Trans>Loading the mails…</Trans>
      </p>
    );
  } else if (vm.isEmpty) {
    body = (
      <p className="demo-mailbox__state" role="status">
        <Trans>No mail yet. Links that the app would email appear here.</Trans>
      </p>
    );
  } else {
    body = (
      <ul className="demo-mailbox__list">
        {vm.entries.map((entry) => (
          <MailItem key={entry.mail.id} entry={entry} onFollow={() => vm.linkFollowed()} />
        ))}
      </ul>
    );
  }
  return (
    <section
      id={DEMO_MAILBOX_PANEL_ID}
      ref={panelRef}
      className="demo-mailbox__panel"
      aria-labelledby={TITLE_ID}
      tabIndex={-1}
    >
      <header className="demo-mailbox__head">
        <h2 id={TITLE_ID} className="demo-mailbox__title">
          <Trans>Demo mailbox</Trans>
        </h2>
        <button type="button" className="button button--light demo-mailbox__refresh" onClick={() => vm.refresh()}>
          <Trans>Refresh</Trans>
        </button>
        <button type="button" className="demo-mailbox__close" aria-label={t`Close the demo mailbox`} onClick={onClose}>
          ×
        </button>
      </header>
      <p className="demo-mailbox__intro">
        <Trans>The mails the app would have sent. Follow a link to go on with the flow.</Trans>
      </p>
      {body}
    </section>
  );
});
