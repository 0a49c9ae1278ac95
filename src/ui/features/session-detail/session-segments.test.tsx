// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { makeActivity, setUp } from '../../../application/session-detail/session-detail-fakes.test-support';
import type { ActivitySegment, SegmentStats } from '../../../domain/activity/activity-segment';
import { asMeters, asSeconds } from '../../../domain/units/branded-units';
import { withTestI18n } from '../../charts/chart-test-i18n';
import { SessionSegments } from './session-segments';

afterEach(cleanup);

/**
 * A segment's AP and distance from a belt alone are not measured: a dash and "Not measured", never a
 * 0 (docs/product-rules.md#not-measured); a measured standstill still reads 0.
 */

const duration = asSeconds(600);
const BELT: Record<'AP' | 'DISTANCE', SegmentStats> = {
  AP: { metricsType: 'AP', durationSeconds: duration, apSeconds: null, apPercent: null },
  DISTANCE: { metricsType: 'DISTANCE', durationSeconds: duration, distanceMeters: null, highSpeedDistanceMeters: null, sprints: null },
};
const STANDSTILL: Record<'AP' | 'DISTANCE', SegmentStats> = {
  AP: { metricsType: 'AP', durationSeconds: duration, apSeconds: asSeconds(0), apPercent: 0 },
  DISTANCE: { metricsType: 'DISTANCE', durationSeconds: duration, distanceMeters: asMeters(0), highSpeedDistanceMeters: asMeters(0), sprints: 0 },
};

/** The session page's segments, listed with the statistics of `kind`, the segment's figures taken from `stats`. */
async function showSegments(stats: Record<'AP' | 'DISTANCE', SegmentStats>, kind: 'AP' | 'DISTANCE') {
  const page = setUp(makeActivity());
  // The list of the kind chosen below (the page opens on the heart-rate list of the activity answer).
  page.api.getSegments.mockImplementation((): Promise<ActivitySegment[]> =>
    Promise.resolve([{ id: 's1', name: 'Warm-up', startPoint: '2026-01-01T10:00:00Z', startSec: asSeconds(0), endSec: duration, stats: stats[kind] }]),
  );
  await act(async () => {
    await page.vm.load('pa-1');
  });
  render(withTestI18n(<SessionSegments vm={page.vm} />));
  await act(async () => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Statistics' }), { target: { value: kind } });
    await Promise.resolve();
  });
  const row = screen.getByRole('row', { name: /Warm-up/u });
  return within(row).getAllByRole('cell')[3] as HTMLElement;
}

describe('SessionSegments: figures that were not measured', () => {
  it.each(['AP', 'DISTANCE'] as const)('a belt-only segment shows %s as a dash, "Not measured" to a screen reader', async (kind) => {
    const cell = await showSegments(BELT, kind);
    expect(cell.textContent).toBe('–Not measured');
    expect(within(cell).getByText('–').getAttribute('aria-hidden')).toBe('true');
    expect(within(cell).getByText('Not measured').className).toBe('visually-hidden');
  });

  it.each([
    ['AP', /^AP 0:00\smin \(0% of the segment\)$/u],
    ['DISTANCE', /^0\sm, 0 sprints$/u],
  ] as const)('a measured standstill still shows %s as 0', async (kind, shown) => {
    const cell = await showSegments(STANDSTILL, kind);
    expect(cell.textContent).toMatch(shown);
    expect(within(cell).queryByText('Not measured')).toBeNull();
  });
});
