// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChartDataTable } from './chart-data-table';
import { buildTestSeries } from './chart-test-series';
import { withTestI18n } from './chart-test-i18n';

// jsdom has no 2D canvas: the chart must cope with getContext() giving null.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const tenMinutes = buildTestSeries(600, (t) => (t === 95 ? 188 : 120));

function renderTable(series = tenMinutes) {
  render(
    withTestI18n(
      <ChartDataTable series={series} caption="Heart rate" unitLabel="bpm" formatValue={(v) => `${Math.round(v)}`} />,
    ),
  );
}

describe('ChartDataTable', () => {
  it('lists one row per 10-s step of a 10-minute span with time as mm:ss', async () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Heart rate' });
    await within(table).findByRole('rowheader', { name: '00:00' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 60);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('00:00');
    expect(within(table).getByRole('columnheader', { name: 'Value (bpm)' })).toBeTruthy();
  });

  it('keeps the peak of a step in the Highest column', async () => {
    renderTable();
    const row = (await screen.findByRole('rowheader', { name: '01:30' })).closest('tr');
    expect(row?.textContent).toBe('01:30120120188');
  });

  it('is visually hidden until the toggle shows it, and hides again', () => {
    renderTable();
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region?.className).toBe('pb-chart-visually-hidden');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide data table');
    expect(region?.className).not.toBe('pb-chart-visually-hidden');
    // The scrolling box is a named region a keyboard can reach.
    expect(screen.getByRole('region', { name: 'Heart rate data table' })).toBe(region);
    expect(region?.tabIndex).toBe(0);
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show data table' })).toBeTruthy();
    expect(region?.hasAttribute('tabindex')).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says so when the span has no data', async () => {
    renderTable(buildTestSeries(600, () => Number.NaN));
    expect(await screen.findByRole('cell', { name: 'No data for this span' })).toBeTruthy();
  });

  it('mounts its rows once the page has settled, and at once when the toggle shows it first', async () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Heart rate' });
    // First paint: the caption and the column headings only, so the rows do not lay out with the chart.
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(await within(table).findAllByRole('rowheader')).toHaveLength(60);
    cleanup();
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Show data table' }));
    expect(within(screen.getByRole('table', { name: 'Heart rate' })).getAllByRole('rowheader')).toHaveLength(60);
  });

  it('follows the chart when its unit and its series change (the rows a frame later)', async () => {
    const { rerender } = render(
      withTestI18n(
        <ChartDataTable
          series={tenMinutes}
          caption="Heart rate"
          unitLabel="bpm"
          formatValue={(v) => `${Math.round(v)}`}
        />,
      ),
    );
    const row = async () => (await screen.findByRole('rowheader', { name: '01:30' })).closest('tr')?.textContent;
    expect(await row()).toBe('01:30120120188');
    rerender(
      withTestI18n(
        <ChartDataTable
          series={tenMinutes}
          caption="Heart rate"
          unitLabel="% HRmax"
          formatValue={(v) => `${Math.round(v / 2)} %`}
        />,
      ),
    );
    await waitFor(async () => expect(await row()).toBe('01:3060 %60 %94 %'));
    expect(screen.getByRole('columnheader', { name: 'Value (% HRmax)' })).toBeTruthy();
    const calmer = buildTestSeries(600, () => 100);
    rerender(
      withTestI18n(
        <ChartDataTable
          series={calmer}
          caption="Heart rate"
          unitLabel="% HRmax"
          formatValue={(v) => `${Math.round(v / 2)} %`}
        />,
      ),
    );
    await waitFor(async () => expect(await row()).toBe('01:3050 %50 %50 %'));
  });
});
