// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { RecordCard as RecordCardData } from '../../../application/records/records.view-model';
import type { RecordMetric } from '../../../domain/records/personal-records';
import type { IsoDate } from '../../../domain/time/civil-date';
import { withTestI18n } from '../../charts/chart-test-i18n';
import { RecordCard } from './record-card';

afterEach(cleanup);

function held(metric: RecordMetric, value: number): RecordCardData {
  return {
    metric,
    scope: 'SEASON',
    reported: true,
    holder: {
      activityId: 'pa-1',
      title: 'Evening run',
      startTime: '2026-11-07T15:00:00.000Z',
      date: '2026-11-07' as IsoDate,
      value,
      href: '/calendar/activity/pa-1',
    },
  };
}

const text = (container: HTMLElement) => (container.textContent ?? '').replaceAll('\u00A0', ' ');

describe('RecordCard', () => {
  it.each([
    ['DISTANCE', 9500, 'METRIC', 'Longest distance9.50 km'],
    ['DISTANCE', 9500, 'IMPERIAL', 'Longest distance5.90 mi'],
    ['ACTIVITY_POINTS', 3270, 'METRIC', 'Most activity points (AP)54:30 min'],
    ['WORKLOAD', 286.4, 'METRIC', 'Highest workload286 TRIMPs'],
    ['TIME_ABOVE_80', 4095, 'METRIC', 'Longest time above 80% HRmax1:08 h'],
  ] as const)('writes a %s record of %s (%s) with its day and its session', (metric, value, unit, figure) => {
    const { container } = render(
      withTestI18n(
        <ul>
          <RecordCard card={held(metric, value)} unit={unit} />
        </ul>,
      ),
    );
    expect(text(container)).toBe(`${figure}Nov 7, 2026Evening run`);
    expect(screen.getByRole('link', { name: 'Evening run' }).getAttribute('href')).toBe('/calendar/activity/pa-1');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-07');
  });

  it('says there is no record yet, and what a distance record needs, never a dash', () => {
    const { container } = render(
      withTestI18n(
        <ul>
          <RecordCard card={{ metric: 'DISTANCE', scope: 'ALL_TIME', reported: true, holder: null }} unit="METRIC" />
        </ul>,
      ),
    );
    expect(text(container)).toBe('Longest distanceNo record yet: it needs a session that measured distance.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when the server does not report the figure', () => {
    const { container } = render(
      withTestI18n(
        <ul>
          <RecordCard
            card={{ metric: 'TIME_ABOVE_80', scope: 'SEASON', reported: false, holder: null }}
            unit="METRIC"
          />
        </ul>,
      ),
    );
    expect(text(container)).toBe('Longest time above 80% HRmaxThis server does not report this figure yet.');
  });
});
