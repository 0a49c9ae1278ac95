import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { RECORDS_TOKENS } from '../../../application/records/records.tokens';
import type { RecordsViewModel } from '../../../application/records/records.view-model';
import { nameSound } from '../../../domain/account/child-name';
import { RECORD_METRICS } from '../../../domain/records/personal-records';
import type { RecordScope } from '../../../domain/records/record-holdings';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { useOwnedHeading } from '../../components/whose-data';
import { formatRecordDay } from '../../records/record-format';
import { RecordCard } from './record-card';
import './records.css';

/** While loading: the cards' places, so that nothing moves when they fill in. */
function RecordsSkeleton() {
  const { t } = useLingui();
  return (
    <div className="records-sections" aria-busy="true">
      <p className="visually-hidden" role="status">{t`Loading the records…`}</p>
      {[0, 1].map((section) => (
        <ul key={section} className="records-grid" aria-hidden="true">
          {RECORD_METRICS.map((metric) => (
            <li key={metric} className="card record-card record-card--skeleton" />
          ))}
        </ul>
      ))}
    </div>
  );
}

const RecordsSection = observer(function RecordsSection({ vm, scope }: { vm: RecordsViewModel; scope: RecordScope }) {
  const { t, i18n } = useLingui();
  const season = vm.season;
  const headingId = `records-${scope.toLowerCase()}`;
  const from = season === null ? '' : formatRecordDay(i18n, season.from);
  const to = season === null ? '' : formatRecordDay(i18n, season.to);
  return (
    <section className="records-section" aria-labelledby={headingId}>
      <div className="records-section__heading">
        <h2 id={headingId}>{scope === 'SEASON' ? t`This season` : t`All time`}</h2>
        {scope === 'SEASON' && season !== null ? (
          <p className="records-section__range">{t`From ${from} to ${to}`}</p>
        ) : null}
      </div>
      <ul className="records-grid">
        {vm.cards(scope).map((card) => (
          <RecordCard key={card.metric} card={card} unit={vm.distanceUnit} />
        ))}
      </ul>
    </section>
  );
});

const RecordsBody = observer(function RecordsBody({ vm }: { vm: RecordsViewModel }) {
  const { t } = useLingui();
  if (vm.state === 'error' && vm.errorCode !== null)
    return <ErrorState code={vm.errorCode} onRetry={() => vm.retry()} className="card records-message" />;
  if (vm.state === 'loading') return <RecordsSkeleton />;
  if (vm.state === 'empty') {
    const name = vm.childName;
    // French elides before a vowel sound: "d’Emma", "de Noah" (docs/product-rules.md#whose-data).
    const sound = name === null ? 'consonant' : nameSound(name);
    return (
      <div className="card card--empty records-message" role="status">
        <p>
          {name === null
            ? t`Your first records will appear after your first session with data.`
            : t`${select(sound, { vowel: `${name}’s first records will appear after their first session with data.`, other: `${name}’s first records will appear after their first session with data.` })}`}
        </p>
        <p>
          <Link href="/playbook/getting-started">{t`Getting started: how to record your first session`}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="records-sections">
      <RecordsSection vm={vm} scope="SEASON" />
      <RecordsSection vm={vm} scope="ALL_TIME" />
    </div>
  );
});

/**
 * /records (docs/product-rules.md#personal-records): the acting player's records (a parent: the
 * selected child's), this season and of all time, each with its day and a link to its session.
 */
export const RecordsRoute = observer(function RecordsRoute({ crumbs }: FeaturePageProps) {
  const vm = useViewModel(RECORDS_TOKENS.RecordsViewModel);
  const { t } = useLingui();
  useEffect(() => {
    vm.start();
    return () => vm.dispose();
  }, [vm]);
  const heading = useOwnedHeading('records', t`Records`);
  return (
    <div className="page records">
      <PageHeader title={heading} crumbs={crumbs} />
      <RecordsBody vm={vm} />
    </div>
  );
});
