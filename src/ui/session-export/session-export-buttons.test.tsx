// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer } from '../../../tests/support/held-answer';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { SchedulerLike } from 'rxjs';
import { SessionExportModel } from '../../application/session-export/session-export.model';
import type { SessionExport } from '../../domain/export/session-export';
import { asBpm } from '../../domain/units/branded-units';
import { SessionExportButtons } from './session-export-buttons';
import { loadSessionExportCatalog } from './session-export-catalog';

afterEach(() => cleanup());

const session: SessionExport = {
  startedAtMs: Date.UTC(2026, 10, 3, 7, 30),
  title: 'Morning run',
  sport: 'running',
  samples: [{ t: 0, bpm: 120 }],
  hrmax: asBpm(190),
  calories: null,
};

const immediate = {
  now: () => 0,
  schedule: (work: () => void) => (work(), { unsubscribe: () => undefined }),
} as unknown as SchedulerLike;

function renderButtons(source: () => Promise<SessionExport>, messages: Messages = {}, locale = 'en') {
  const save = vi.fn();
  const model = new SessionExportModel(source, { save }, immediate, { timeZone: 'UTC' });
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  render(
    <I18nProvider i18n={i18n}>
      <SessionExportButtons model={model} />
    </I18nProvider>,
  );
  return { model, save };
}

describe('SessionExportButtons', () => {
  it('offers both formats; a click saves the file', async () => {
    const { save } = renderButtons(() => Promise.resolve(session));
    expect(screen.getByRole('button', { name: 'Export TCX' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(save).toHaveBeenCalledWith('2026-11-03 Morning run.csv', expect.any(Blob));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says which file is being prepared and ignores clicks meanwhile', async () => {
    const answer = heldAnswer<SessionExport>();
    const { save } = renderButtons(() => answer.promise);
    fireEvent.click(screen.getByRole('button', { name: 'Export TCX' }));
    const busy = screen.getByRole('button', { name: 'Preparing…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    const csv = screen.getByRole('button', { name: 'Export CSV' });
    expect(csv.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(csv);
    await act(async () => {
      answer.resolve(session);
      await answer.promise;
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('2026-11-03 Morning run.tcx', expect.any(Blob));
    expect(screen.getByRole('button', { name: 'Export TCX' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('announces a failure and lets the user try again', async () => {
    const answer = heldAnswer<SessionExport>();
    renderButtons(() => answer.promise);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await act(async () => {
      answer.reject(new Error('network'));
      await answer.promise.catch(() => undefined);
    });
    expect(screen.getByRole('alert').textContent).toBe('The export failed. Please try again.');
    expect(screen.getByRole('button', { name: 'Export CSV' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('speaks French with its own catalog', async () => {
    const messages = await loadSessionExportCatalog('fr');
    const answer = heldAnswer<SessionExport>();
    renderButtons(() => answer.promise, messages, 'fr');
    expect(screen.getByRole('button', { name: 'Exporter en TCX' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(screen.getByRole('button', { name: 'Préparation…' })).toBeTruthy();
    await act(async () => {
      answer.reject(new Error('network'));
      await answer.promise.catch(() => undefined);
    });
    expect(screen.getByRole('alert').textContent).toBe('L’exportation a échoué. Veuillez réessayer.');
  });
});
