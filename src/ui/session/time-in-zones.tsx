import { useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DisplayZone, EdwardsZoneTime, TimeInZones } from '../../domain/heart-rate/time-in-zones';
import { MetricInfo } from '../components/metric-info';
import { formatDuration } from '../formats/duration-format';
import { formattingLocales } from '../formats/formatting-locales';
import { formatPercent } from '../formats/number-format';
import '../charts/chart-data-table.css';
import './session-views.css';

interface TimeInZonesProps {
  readonly zones: TimeInZones;
  /** Under the legend: which HRmax the zones are of (the session page). */
  readonly children?: ReactNode;
}

/**
 * The time in heart-rate zones of a session (docs/product-rules.md#zones): one bar of the low,
 * moderate and high zones, each named with its time and its share of the time with a reading (the
 * bar itself is only a picture of the legend), and a data table of the five Edwards zones and the
 * time below them, always in the document and shown on demand.
 */
export function TimeInZonesSection({ zones, children }: TimeInZonesProps) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const titleId = useId();
  const percent = (fraction: number) => formatPercent(locales, fraction * 100);
  const duration = (seconds: number) => formatDuration(locales, seconds, 'duration');
  const zoneName: Record<DisplayZone, string> = { low: t`Low`, moderate: t`Moderate`, high: t`High` };
  const range = (from: number, to: number | null) => {
    if (from === 0 && to !== null) {
      const top = percent(to);
      return t`below ${top}`;
    }
    const bottom = percent(from);
    if (to === null) return t`${bottom} and above`;
    const top = percent(to);
    return t`${bottom} to ${top}`;
  };
  const edwardsName = (zone: EdwardsZoneTime) => {
    if (zone.zone === 0) return t`Below zone 1`;
    const number = zone.zone;
    return t`Zone ${number}`;
  };
  const displayOf = (zone: EdwardsZoneTime): DisplayZone =>
    zone.zone <= 1 ? 'low' : zone.zone <= 3 ? 'moderate' : 'high';
  const total = duration(zones.totalSeconds);
  return (
    <section className="card session-section session-zones" aria-labelledby={titleId}>
      <div className="session-section__head session-zones__head">
        <h2 id={titleId}>{t`Time in heart-rate zones`}</h2>
        <MetricInfo metric="zones" />
      </div>
      <div className="session-zones__bar" aria-hidden="true">
        {zones.display.map((zone) =>
          zone.seconds > 0 ? (
            <span
              key={zone.zone}
              className={`session-zones__part session-zones__part--${zone.zone}`}
              style={{ flexGrow: zone.seconds }}
            />
          ) : null,
        )}
      </div>
      <ul className="session-zones__legend">
        {zones.display.map((zone) => {
          const time = duration(zone.seconds);
          const share = formatPercent(locales, zone.percent);
          return (
            <li key={zone.zone}>
              <span className={`session-zones__swatch session-zones__part--${zone.zone}`} aria-hidden="true" />
              <span className="session-zones__name">{zoneName[zone.zone]}</span>{' '}
              <span className="session-zones__range">{t`(${range(zone.from, zone.to)} HRmax)`}</span>{' '}
              <span className="session-zones__time">{t`${time}, ${share}`}</span>
            </li>
          );
        })}
      </ul>
      <p className="session-zones__note">{t`Shares of the ${total} with a heart-rate reading.`}</p>
      {children}
      <div className="pb-chart-table">
        <button
          type="button"
          className="pb-chart-table__toggle"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? t`Hide data table` : t`Show data table`}
        </button>
        <div id={tableId} className={tableShown ? 'pb-chart-table__scroller' : 'visually-hidden'}>
          <table>
            <caption>{t`Time in the five Edwards zones`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Edwards zone`}</th>
                <th scope="col">{t`Heart rate (% HRmax)`}</th>
                <th scope="col">{t`Display zone`}</th>
                <th scope="col">{t`Time`}</th>
                {/* Its own id: the session page's Share button is "Share" too, and the two catalogs meet on that page. */}
                <th scope="col">{t({ message: 'Share', context: 'part of the time in a zone' })}</th>
              </tr>
            </thead>
            <tbody>
              {zones.edwards.map((zone) => (
                <tr key={zone.zone}>
                  <th scope="row">{edwardsName(zone)}</th>
                  <td>{range(zone.from, zone.to)}</td>
                  <td>{zoneName[displayOf(zone)]}</td>
                  <td>{duration(zone.seconds)}</td>
                  <td>{formatPercent(locales, zone.percent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
