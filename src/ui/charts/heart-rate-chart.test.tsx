// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HeartRateChart } from './heart-rate-chart';
import { buildTestSeries } from './chart-test-series';
import { withTestI18n } from './chart-test-i18n';

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const session = buildTestSeries(1_800, () => 160);

describe('HeartRateChart', () => {
  it('reads values in % HRmax when the profile says so', () => {
    render(withTestI18n(<HeartRateChart series={session} hrmax={200} unit="PERCENTAGE" />));
    const chart = screen.getByRole('group', { name: 'Heart rate' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(chart.querySelector('[aria-live="polite"]')?.textContent).toBe('00:00: 80% HRmax');
  });

  it('reads values in bpm and labels the 80% line and the zones', () => {
    render(withTestI18n(<HeartRateChart series={session} hrmax={200} unit="BPM" />));
    const chart = screen.getByRole('group', { name: 'Heart rate' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(chart.querySelector('[aria-live="polite"]')?.textContent).toBe('00:00: 160 bpm');
    expect(screen.getByText('80% HRmax')).toBeTruthy();
    expect(screen.getByText('High')).toBeTruthy();
    expect(screen.getByText('Moderate')).toBeTruthy();
  });

  it('offers the data table with the chart', () => {
    render(withTestI18n(<HeartRateChart series={session} hrmax={200} unit="BPM" />));
    expect(screen.getByRole('table', { name: 'Heart rate' })).toBeTruthy();
  });
});
