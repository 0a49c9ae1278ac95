// @vitest-environment jsdom
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { asyncScheduler } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RecordingOpenError,
  type OpenedRecording,
  type RecordingAnalyser,
  type RecordingOpenProgress,
} from '../../../application/recording-analysis/recording-analyser.port';
import { RecordingAnalysisViewModel } from '../../../application/recording-analysis/recording-analysis.view-model';
import { SessionExportModel } from '../../../application/session-export/session-export.model';
import { analyseSession } from '../../../domain/session/session-analysis';
import type { SessionSample } from '../../../domain/session/session-sample';
import { messages as chartsEn } from '../../charts/locales/en.po';
import { messages as chartsFr } from '../../charts/locales/fr.po';
import { messages as sharedEn } from '../../messages/locales/en.po';
import { messages as sharedFr } from '../../messages/locales/fr.po';
import { messages as exportEn } from '../../session-export/locales/en.po';
import { messages as exportFr } from '../../session-export/locales/fr.po';
import { messages as sessionEn } from '../../session/locales/en.po';
import { messages as sessionFr } from '../../session/locales/fr.po';
import { messages as pageEn } from './locales/en.po';
import { messages as pageFr } from './locales/fr.po';
import { RecordingAnalysisPage } from './recording-analysis-page';

const CATALOGS: Record<'en' | 'fr', Messages> = {
  en: { ...sharedEn, ...chartsEn, ...sessionEn, ...exportEn, ...pageEn },
  fr: { ...sharedFr, ...chartsFr, ...sessionFr, ...exportFr, ...pageFr },
};

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** 20 minutes at 1 Hz, with a 40-s dropout and two artefacts. */
const SAMPLES: SessionSample[] = Array.from({ length: 1201 }, (_, t) =>
  t > 600 && t < 640
    ? { t, speed: 3 }
    : t === 100 || t === 101
      ? { t, bpm: 250, speed: 3 }
      : { t, bpm: 110 + (t % 70), speed: 3 },
);

class FakeAnalyser implements RecordingAnalyser {
  progress: (progress: RecordingOpenProgress) => void = () => undefined;
  settle: { resolve: (recording: OpenedRecording) => void; reject: (error: unknown) => void } | null = null;
  open(
    _file: File,
    _athlete: unknown,
    onProgress: (progress: RecordingOpenProgress) => void,
  ): Promise<OpenedRecording> {
    this.progress = onProgress;
    return new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  }
}

function renderPage(locale: 'en' | 'fr') {
  const analyser = new FakeAnalyser();
  const vm = new RecordingAnalysisViewModel({
    analyser,
    profiles: { getProfile: () => Promise.reject(new Error('offline')) },
    viewer: {
      user: { accountId: 'a', playerId: 'p', unitDistance: 'METRIC', unitHeightWeight: 'METRIC' },
      activePlayerId: 'p',
      playerChanges$: { subscribe: () => ({ unsubscribe: () => undefined }) },
    },
    clock: { now: () => 0, timeZone: () => 'UTC', scheduler: asyncScheduler },
    exportModelFor: (source) => new SessionExportModel(source, { save: () => undefined }, asyncScheduler),
  });
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: CATALOGS[locale] });
  render(
    <I18nProvider i18n={i18n}>
      <RecordingAnalysisPage vm={vm} crumbs={[]} />
    </I18nProvider>,
  );
  return { vm, analyser };
}

const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const recording = (fileName: string): OpenedRecording => ({
  fileName,
  format: 'fit',
  startedAtMs: 0,
  sport: 'cycling',
  samples: SAMPLES,
  deviceSummary: { avgHeartRate: 144 },
  analysis: analyseSession(SAMPLES, {}),
});

describe('RecordingAnalysisPage', () => {
  it('offers a file button in a drop zone, says nothing is uploaded, and shows the progress of the file opening', () => {
    const { analyser } = renderPage('en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Analyse a file');
    const input = screen.getByLabelText('Choose a file');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('.fit,.tcx,.gpx');
    expect(screen.getByText('Your file stays on this device: nothing is uploaded.')).toBeTruthy();
    choose('Choose a file', new File(['x'], 'ride.fit'));
    const bar = screen.getByRole('progressbar', { name: 'Opening the file' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    act(() => analyser.progress({ stage: 'parsing', fraction: 0.5 }));
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(screen.getByText('Decoding the recording…')).toBeTruthy();
  });

  it('says in one alert why a file could not be opened, in French too, and clears it for the next file', async () => {
    const { analyser } = renderPage('fr');
    choose('Choisir un fichier', new File([''], 'vide.fit'));
    expect(screen.getByRole('alert').textContent).toBe('Ce fichier est vide.');
    choose('Choisir un fichier', new File(['x'], 'coupé.fit'));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      analyser.settle?.reject(new RecordingOpenError('TRUNCATED'));
      await Promise.resolve();
    });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Ce fichier FIT est incomplet : sa copie n’est peut-être pas terminée.',
    ]);
    choose('Choisir un fichier', new File(['x'], 'bon.fit'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the open file: its name, the quality and device cards, the charts and the exports', async () => {
    const { analyser } = renderPage('en');
    choose('Choose a file', new File(['x'], 'Hill ride.fit'));
    await act(async () => {
      analyser.settle?.resolve(recording('Hill ride.fit'));
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Hill ride.fit' })).toBeTruthy();
    const quality = screen.getByRole('region', { name: 'Data quality' });
    const pairs = Array.from(quality.querySelectorAll('dl > dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    const analysis = analyseSession(SAMPLES, {});
    expect(pairs).toEqual([
      ['Recorded', '0:20:00'],
      ['Analysed', '0:20:00'],
      ['Heart-rate coverage', `${analysis.coveragePercent.toFixed(1)}%`],
      ['Dropouts over 10 s', '1'],
      ['Time in dropouts', '0:00:40'],
      ['Artefacts removed', '2'],
    ]);
    const device = screen.getByRole('region', { name: 'Device and Pulseboard' });
    const rows = within(device)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['', 'Device', 'Pulseboard'],
      ['Average heart rate', '144 bpm', `${analysis.avgBpm!.toFixed(1)} bpm`],
      ['Maximum heart rate', '–', '179 bpm'],
    ]);
    const charts = screen.getByRole('region', { name: 'Charts' });
    expect(within(charts).getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(within(charts).getByRole('button', { name: 'Export TCX' })).toBeTruthy();
  });

  it('changes the athlete for this analysis: an invalid value says why, a valid one changes the HRmax in use', async () => {
    const { analyser } = renderPage('en');
    choose('Choose a file', new File(['x'], 'run.tcx'));
    await act(async () => {
      analyser.settle?.resolve(recording('run.tcx'));
      await Promise.resolve();
    });
    const form = screen.getByRole('region', { name: 'For this analysis' });
    expect(within(form).getByText('HRmax in use: 187 bpm, from age 30 (Tanaka: 208 − 0.7 × age).')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Measured HRmax'), { target: { value: '250' } });
    expect(within(form).getByText('Enter a measured HRmax from 100 to 230 bpm, or leave it empty.')).toBeTruthy();
    expect(within(form).getByText(/HRmax in use: 187 bpm/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Measured HRmax'), { target: { value: '195' } });
    expect(within(form).getByText('HRmax in use: 195 bpm, measured.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Weight'), { target: { value: '70,5.' } });
    expect(
      within(form).getByText('The weight field must be numeric and may contain up to 2 decimal places.'),
    ).toBeTruthy();
  });

  it('writes a dash, "Not measured" to a screen reader, for the AP and distance of a span of a heart-rate-only file, never 0', async () => {
    const { vm, analyser } = renderPage('en');
    const heartRateOnly = SAMPLES.map(({ t, bpm }) => ({ t, bpm }));
    choose('Choose a file', new File(['x'], 'belt.fit'));
    await act(async () => {
      analyser.settle?.resolve({
        ...recording('belt.fit'),
        samples: heartRateOnly,
        analysis: analyseSession(heartRateOnly, {}),
      });
      await Promise.resolve();
    });
    await act(async () => {
      await vm.chart.selectSpan(60, 240);
    });
    const span = screen.getByRole('region', { name: 'Selected span: 0:01:00 to 0:04:00' });
    const figure = (term: string) => within(span).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    for (const term of ['Activity points (AP)', 'Distance']) {
      expect(figure(term).textContent).toBe('–Not measured');
      expect(within(figure(term)).getByText('–').getAttribute('aria-hidden')).toBe('true');
    }
    expect(figure('Maximum heart rate').textContent).toMatch(/^\d+\sbpm$/u);
  });

  it('writes the AP and distance of a span of a file with speed', async () => {
    const { vm, analyser } = renderPage('en');
    choose('Choose a file', new File(['x'], 'run.fit'));
    await act(async () => {
      analyser.settle?.resolve(recording('run.fit'));
      await Promise.resolve();
    });
    await act(async () => {
      await vm.chart.selectSpan(60, 240);
    });
    const span = screen.getByRole('region', { name: 'Selected span: 0:01:00 to 0:04:00' });
    const figure = (term: string) => within(span).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Activity points (AP)')).toMatch(/^3:00\smin \(100% of the span\)$/u);
    expect(figure('Distance')).toMatch(/^540\sm$/u);
    expect(within(span).queryByText('Not measured')).toBeNull();
  });

  it('writes the figures the French way', async () => {
    const { analyser } = renderPage('fr');
    choose('Choisir un fichier', new File(['x'], 'sortie.fit'));
    await act(async () => {
      analyser.settle?.resolve(recording('sortie.fit'));
      await Promise.resolve();
    });
    const quality = screen.getByRole('region', { name: 'Qualité des données' });
    const coverage = analyseSession(SAMPLES, {}).coveragePercent.toFixed(1).replace('.', ',');
    expect(quality.textContent?.replace(/\s/gu, ' ')).toContain(`Couverture cardio${coverage} %`);
    expect(screen.getByRole('region', { name: 'Appareil et Pulseboard' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pour cette analyse' })).toBeTruthy();
  });
});
