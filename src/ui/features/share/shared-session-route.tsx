import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHARE_TOKENS } from '../../../application/share/share.tokens';
import type { SharedSessionViewModel } from '../../../application/share/shared-session.view-model';
import type { IsoDate } from '../../../domain/time/civil-date';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import { ErrorState } from '../../components/error-state';
import { PlaybookLinks } from '../../components/metric-info';
import { usePageTitle } from '../../components/page-title';
import { dateTimeFormat, formatLocalDateTime } from '../../formats/date-time-format';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { messageForCode } from '../../messages/message-for-code';
import { NoDataReason } from '../../session/no-data-reason';
import { SessionCharts } from '../../session/session-charts';
import { TimeInZonesSection } from '../../session/time-in-zones';
import { usePageMeta } from './page-meta';
import { SESSION_TYPE_LABELS } from '../../messages/session-type-messages';
import { SharedSessionSummary } from './shared-session-summary';
import './share.css';

/** A civil day in full, in the reader's format: "Saturday, March 7, 2026", "samedi 7 mars 2026". */
function formatCivilDay(locales: Intl.LocalesArgument, day: IsoDate): string {
  // The day's own date at noon UTC, written in UTC: the same calendar day whatever the viewer's zone.
  return dateTimeFormat(locales, { dateStyle: 'full', timeZone: 'UTC' }).format(Date.parse(`${day}T12:00:00Z`));
}

/**
 * The session's type (unless the heading is it), its local date and time (the viewer's zone, the
 * reader's format), or its day alone for a child's session, and its duration.
 */
const SessionFacts = observer(function SessionFacts({ vm }: { vm: SharedSessionViewModel }) {
  const { i18n } = useLingui();
  const session = vm.session;
  if (session === null) return null;
  const locales = formattingLocales(i18n);
  const start = vm.start;
  const day = vm.dayOnly;
  const facts = [
    session.title === null ? null : <span key="type">{i18n._(SESSION_TYPE_LABELS[session.type])}</span>,
    start === null ? null : (
      <time key="start" dateTime={new Date(start.epochMs).toISOString()}>
        {formatLocalDateTime(locales, start.epochMs, start.timeZone)}
      </time>
    ),
    day === null ? null : (
      <time key="day" dateTime={day}>
        {formatCivilDay(locales, day)}
      </time>
    ),
    <span key="duration">{formatDuration(locales, session.durationSeconds, 'duration')}</span>,
  ].filter((fact) => fact !== null);
  return (
    <p className="shared-session__facts">
      {facts.map((fact, index) => (
        <span key={fact.key} className="shared-session__fact">
          {index > 0 ? (
            <span aria-hidden="true" className="shared-session__separator">
              ·
            </span>
          ) : null}
          {fact}
        </span>
      ))}
    </p>
  );
});

/** What the link shows: the figures and charts, or why there are none. */
const SharedSessionBody = observer(function SharedSessionBody({ vm }: { vm: SharedSessionViewModel }) {
  const { t, i18n } = useLingui();
  const session = vm.session;
  if (vm.status === 'not-shared') {
    return (
      <div className="card shared-session__state" role="status">
        <p>{t`This session has not been shared.`}</p>
        <p className="shared-session__next-step">{t`Ask the person who sent you the link for a new one.`}</p>
      </div>
    );
  }
  if (vm.status === 'error')
    return (
      <ErrorState
        code="TRY_AGAIN_LATER"
        onRetry={() => void vm.retry()}
        className="card shared-session__state"
        tone="light"
      />
    );
  if (session === null) {
    return (
      <p className="card shared-session__state page-loading" aria-busy="true">
        {t`Loading the session…`}
      </p>
    );
  }
  const summary = vm.summary;
  const zones = vm.timeInZones;
  if (!vm.hasData || summary === null) {
    return (
      <div className="card shared-session__state" role="status">
        <p>{t`There are no data`}</p>
        <NoDataReason state={vm.dataState} className="shared-session__next-step" />
      </div>
    );
  }
  return (
    <>
      {vm.dataState === 'too-long' ? (
        <div className="card shared-session__note" role="status">
          <p>{i18n._(messageForCode('too-long'))}</p>
          {session.trimmed ? (
            <p>
              <Trans>This session lasted more than 4 hours: only its first 4 hours are analysed and charted.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      <SharedSessionSummary
        summary={summary}
        durationSeconds={session.durationSeconds}
        analysedSeconds={session.analysedSeconds}
        trimmed={session.trimmed}
        unit={vm.distanceUnit}
      />
      {zones === null ? null : <TimeInZonesSection zones={zones} />}
      <SessionCharts chart={vm.chart} onRetry={() => void vm.chart.reload()} />
    </>
  );
});

/**
 * /share/:token (docs/product-rules.md#shared-sessions): a session shared through its public link,
 * read-only, for anyone who has the link, with or without an account, showing the session and never
 * the body (docs/api-sessions.md#what-a-share-shows). A child's session is named by its type. Search
 * engines are asked not to index it, and it sends no referrer: the link is the key to the session
 * (the host's headers say so too, tools/build/security-policy.ts).
 */
export const SharedSessionRoute = observer(function SharedSessionRoute({ params, title }: FeaturePageProps) {
  const token = params.token ?? '';
  const { t, i18n } = useLingui();
  const vm = useViewModel(SHARE_TOKENS.SharedSessionViewModel);
  usePageMeta('robots', 'noindex');
  usePageMeta('referrer', 'no-referrer');
  useEffect(() => {
    void vm.open(token);
  }, [vm, token]);
  useEffect(() => () => vm.close(), [vm]);
  const session = vm.status === 'ready' ? vm.session : null;
  const heading = session === null ? title : (session.title ?? i18n._(SESSION_TYPE_LABELS[session.type]));
  usePageTitle(heading);
  // Without figures and charts (a state, a message) the sheet is as narrow as a link page's.
  return (
    <article className={`shared-session${vm.hasData ? '' : ' shared-session--narrow'}`}>
      <header className="shared-session__header">
        {/* Above a session's own title, what this page is; otherwise the heading says it. */}
        {session !== null ? <p className="shared-session__eyebrow">{t`Shared session`}</p> : null}
        <h1 tabIndex={-1}>{heading}</h1>
        {vm.status === 'ready' ? <SessionFacts vm={vm} /> : null}
      </header>
      {/* The figures' info buttons define each metric, without a way into the app's Playbook. */}
      <PlaybookLinks.Provider value={false}>
        <SharedSessionBody vm={vm} />
      </PlaybookLinks.Provider>
    </article>
  );
});
