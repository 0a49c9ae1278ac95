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
  DISTANCE: {
    metricsType: 'DISTANCE',
    durationSeconds: duration,
    distanceMeters: null,
    highSpeedDistanceMeters: null,
    sprints: null,
  },
};
const STANDSTILL: Record<'AP' | 'DISTANCE', SegmentStats> = {
  AP: { metricsType: 'AP', durationSeconds: duration, apSeconds: asSeconds(0), apPercent: 0 },
  DISTANCE: {
    metricsType: 'DISTANCE',
    durationSeconds: duration,
    distanceMeters: asMeters(0),
    highSpeedDistanceMeters: asMeters(0),
    sprints: 0,
  },
};

/** The session page's segments, listed with the statistics of `kind`, the segment's figures taken from `stats`. */
async function showSegments(stats: Record<'AP' | 'DISTANCE', SegmentStats>, kind: 'AP' | 'DISTANCE') {
  const page = setUp(makeActivity());
  // The list of the kind chosen below (the page opens on the heart-rate list of the activity answer).
  page.api.getSegments.mockImplementation((): Promise<ActivitySegment[]> =>
    Promise.resolve([
      {
        id: 's1',
        name: 'Warm-up',
        startPoint: '2026-01-01T10:00:00Z',
        startSec: asSeconds(0),
        endSec: duration,
        stats: stats[kind],
      },
    ]),
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
  it.each(['AP', 'DISTANCE'] as const)(
    'a belt-only segment shows %s as a dash, "Not measured" to a screen reader',
    async (kind) => {
      const cell = await showSegments(BELT, kind);
      expect(cell.textContent).toBe('–Not measured');
      expect(within(cell).getByText('–').getAttribute('aria-hidden')).toBe('true');
      expect(within(cell).getByText('Not measured').className).toBe('visually-hidden');
    },
  );

  it.each([
    ['AP', /^AP 0:00\smin \(0% of the segment\)$/u],
    ['DISTANCE', /^0\sm, 0 sprints$/u],
  ] as const)('a measured standstill still shows %s as 0', async (kind, shown) => {
    const cell = await showSegments(STANDSTILL, kind);
    expect(cell.textContent).toMatch(shown);
    expect(within(cell).queryByText('Not measured')).toBeNull();
  });
});

describe('SessionSegments: the form says what a segment is and what to type', () => {
  async function showForm(info: Parameters<typeof makeActivity>[0] = {}) {
    const page = setUp(makeActivity(info));
    await act(async () => {
      await page.vm.load('pa-1');
    });
    render(withTestI18n(<SessionSegments vm={page.vm} />));
    const form = screen.getByRole('form', { name: 'New segment' });
    const submit = async (start: [string, string], end: [string, string]) => {
      fireEvent.change(within(form).getByLabelText('Segment name'), { target: { value: 'Drill' } });
      fireEvent.change(within(form).getByLabelText('Start minutes'), { target: { value: start[0] } });
      fireEvent.change(within(form).getByLabelText('Start seconds'), { target: { value: start[1] } });
      fireEvent.change(within(form).getByLabelText('End minutes'), { target: { value: end[0] } });
      fireEvent.change(within(form).getByLabelText('End seconds'), { target: { value: end[1] } });
      await act(async () => {
        fireEvent.submit(form);
        await Promise.resolve();
      });
    };
    return { form, submit, api: page.api };
  }
  const errorAt = (form: HTMLElement, label: string) => {
    const input = within(form).getByLabelText(label);
    const id = input.getAttribute('aria-describedby') ?? '';
    return id === '' ? null : (document.getElementById(id)?.textContent ?? null);
  };

  it('says in one line what a segment is, as the form’s description', async () => {
    const { form } = await showForm();
    const about = document.getElementById(form.getAttribute('aria-describedby') ?? '');
    expect(about?.textContent).toBe(
      'A segment marks a part of the session, such as a drill or one half, so that its figures are shown on their own.',
    );
  });

  it('a segment past the end keeps the rule’s sentence and gives the session’s span', async () => {
    const { form, submit, api } = await showForm();
    await submit(['1', '0'], ['999', '0']);
    expect(within(form).getByRole('alert').textContent).toBe(
      'Segment is out of the scope. The session runs from 00:00 to 60:00.',
    );
    expect(api.createSegment).not.toHaveBeenCalled();
  });

  it('a session trimmed to its first 4 hours gives the span of its analysed part', async () => {
    const { form, submit } = await showForm({
      durationSeconds: asSeconds(16_200),
      analysedSeconds: asSeconds(14_400),
      tooLong: true,
      trimmed: true,
    });
    await submit(['1', '0'], ['250', '0']);
    expect(within(form).getByRole('alert').textContent).toBe(
      'Segment is out of the scope. Its analysed part runs from 00:00 to 240:00.',
    );
  });

  it('an invalid number names its field and the whole numbers it takes', async () => {
    const { form, submit } = await showForm();
    await submit(['x', 'ab'], ['2', '60']);
    expect(errorAt(form, 'Start minutes')).toBe(
      'Please insert a valid number. Start minutes: a whole number from 0 to 60.',
    );
    expect(errorAt(form, 'Start seconds')).toBe(
      'Please insert a valid number. Start seconds: a whole number from 0 to 59.',
    );
    expect(errorAt(form, 'End minutes')).toBeNull();
    await submit(['1', '0'], ['2', '60']);
    expect(errorAt(form, 'End seconds')).toBe('Please insert a valid data. End seconds: a whole number from 0 to 59.');
  });
});
