// @vitest-environment jsdom
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { asyncScheduler, Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { readCatalog } from '../../../../tests/support/catalogs';
import { FakeClock } from '../../../../tests/support/fake-clock';
import {
  FakeHeartRateSensor,
  FakeLiveSessionApi,
  FakeRecordingLock,
  FakeWakeLock,
  MemoryLiveRecordingStore,
  NO_LOGOUT_QUESTION,
  NO_OUTBOX,
} from '../../../application/live-recording/live-recording-fakes.test-support';
import { LiveRecordingViewModel } from '../../../application/live-recording/live-recording.view-model';
import { playerProfile } from '../../../application/profile/profile-fakes.test-support';
import { SessionExportModel } from '../../../application/session-export/session-export.model';
import { summariseTimeInZones } from '../../../domain/heart-rate/time-in-zones';
import { messages as shellEn } from '../../locales/en/app.po';
import { messages as shellFr } from '../../locales/fr/app.po';
import { messages as sessionEn } from '../../session/locales/en.po';
import { messages as sessionFr } from '../../session/locales/fr.po';
import { TimeInZonesSection } from '../../session/time-in-zones';
import { CurrentHeartRate, LiveFigures } from './live-figures';
import { messages as pageEn } from './locales/en.po';
import { messages as pageFr } from './locales/fr.po';

const CATALOGS: Record<'en' | 'fr', Messages> = {
  en: { ...shellEn, ...sessionEn, ...pageEn },
  fr: { ...shellFr, ...sessionFr, ...pageFr },
};

afterEach(cleanup);

function inLocale(locale: 'en' | 'fr', node: ReactNode) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: CATALOGS[locale] });
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}

/** Recording with a belt, for a player of 76 kg whose HRmax of 192 was measured. */
async function recordingPage() {
  const clock = new FakeClock();
  const sensor = new FakeHeartRateSensor(true, () => clock.now());
  const vm = new LiveRecordingViewModel({
    sensor,
    demoSensor: null,
    store: new MemoryLiveRecordingStore(),
    lock: new FakeRecordingLock(),
    wakeLock: new FakeWakeLock(),
    atLogout: NO_LOGOUT_QUESTION,
    outbox: NO_OUTBOX,
    api: new FakeLiveSessionApi(),
    profiles: {
      getProfile: () =>
        Promise.resolve(
          playerProfile(
            {},
            { birthDate: '1996-04-12', weightKg: 76, hrmax: 192, hrmaxSource: 'MEASURED', sex: 'MALE' },
          ),
        ),
    },
    viewer: {
      user: { accountId: 'acc-1', playerId: 'player-1', unitDistance: 'METRIC' },
      activePlayerId: 'player-1',
      playerChanges$: new Subject(),
    },
    clock,
    newId: () => 'rec-1',
    exportModelFor: (source) =>
      new SessionExportModel(source, { save: () => undefined }, asyncScheduler, { timeZone: 'UTC' }),
  });
  await vm.start();
  await vm.belt.connect();
  return { vm, clock, sensor };
}

/** The session page's names of the display zones and of the Edwards zones, as its reader sees them. */
function sessionPageZoneNames(locale: 'en' | 'fr') {
  const { unmount } = inLocale(
    locale,
    <TimeInZonesSection
      zones={summariseTimeInZones({
        displayZoneSeconds: { low: 60, moderate: 60, high: 60 },
        edwardsZoneSeconds: [30, 30, 30, 30, 30],
      })}
    />,
  );
  const display = Array.from(document.querySelectorAll('.session-zones__name'), (name) => name.textContent ?? '');
  const edwards = within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
  unmount();
  return { display, edwards };
}

describe('the live heart rate’s zone', () => {
  it.each(['en', 'fr'] as const)(
    'is named in the session page’s words (%s): its display zone, then its Edwards zone',
    async (locale) => {
      const names = sessionPageZoneNames(locale);
      const { vm, sensor } = await recordingPage();
      inLocale(locale, <CurrentHeartRate vm={vm} />);
      const zone = () => screen.getByTestId('live-zone').textContent;
      // 121 bpm is 63 % of 192: moderate, Edwards zone 2; 90 is 47 %: low, below zone 1; 165 is 86 %: high, zone 4.
      const cases: readonly [number, string, string][] = [
        [121, names.display[1]!, names.edwards[2]!],
        [90, names.display[0]!, names.edwards[0]!],
        [165, names.display[2]!, names.edwards[4]!],
      ];
      for (const [bpm, display, edwards] of cases) {
        act(() => sensor.send({ bpm }));
        expect(zone()).toMatch(new RegExp(` · ${display} · ${edwards}$`, 'u'));
      }
      if (locale === 'en') {
        expect(names.display).toEqual(['Low', 'Moderate', 'High']);
        expect(zone()).toBe('86% of HRmax · High · Zone 4');
      } else {
        expect(names.display).toEqual(['Faible', 'Modérée', 'Élevée']);
        expect(zone()).toBe('86\u00A0% de la FCmax · Élevée · Zone 4');
      }
    },
  );
});

describe('the live figures', () => {
  it.each([
    ['en', 'Time above 80% HRmax', 'Workload', '4 TRIMPs'],
    ['fr', 'Temps au-dessus de 80\u00A0% FCmax', 'Charge de travail', '4 TRIMP'],
  ] as const)(
    'read as the session page’s (%s): durations in its format, its names, TRIMPs and kcal',
    async (locale, above80, workload, trimps) => {
      const { vm, clock, sensor } = await recordingPage();
      await vm.startRecording();
      for (let s = 0; s < 64; s += 1) {
        sensor.send({ bpm: 160 });
        act(() => clock.advanceBy(1000));
      }
      inLocale(locale, <LiveFigures vm={vm} />);
      // A figure by its term, exactly as written (testing-library's matcher would fold the no-break space of French).
      const figure = (name: string) =>
        (
          Array.from(document.querySelectorAll('dt')).find((term) => term.textContent === name)?.nextElementSibling
            ?.textContent ?? ''
        ).replace(/\u00A0/gu, ' ');
      // 64 s on the clock; 64 rates of 160 bpm (83 % of 192, zone 4), the first and the last 63 s apart: 4 × 63 s is 4.2 TRIMPs.
      expect(screen.getByTestId('live-elapsed').textContent).toBe('1:04\u00A0min');
      expect(figure(above80)).toBe('1:03 min');
      expect(figure(workload)).toBe(trimps);
      expect(figure('Calories')).toMatch(/^\d+ kcal$/u);
    },
  );
});

describe('the live page’s catalog', () => {
  it.each(['en', 'fr'] as const)(
    'says in the session page’s words every message the session page has too (%s)',
    (locale) => {
      const session = new Map(
        readCatalog(`src/ui/session/locales/${locale}.po`).map((entry) => [entry.msgid, entry.msgstr]),
      );
      const shared = readCatalog(`src/ui/features/live-recording/locales/${locale}.po`).filter((entry) =>
        session.has(entry.msgid),
      );
      expect(shared.map((entry) => entry.msgid)).toEqual(
        expect.arrayContaining([
          'Low',
          'Moderate',
          'High',
          'Zone {number}',
          'Time above 80% HRmax',
          'Workload',
          'Calories',
        ]),
      );
      for (const entry of shared) expect(entry.msgstr, entry.msgid).toBe(session.get(entry.msgid));
    },
  );
});
