// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { withTestI18n } from '../charts/chart-test-i18n';
import { HrmaxInUse } from './hrmax-in-use';

afterEach(cleanup);

describe('HrmaxInUse', () => {
  it.each([
    ['MEASURED', 'HRmax in use: 192 bpm, measured in sessions (the highest heart rate held for 30 seconds).'],
    ['AGE_TANAKA', 'HRmax in use: 192 bpm, estimated from the age (Tanaka: 208 − 0.7 × age).'],
    ['DEFAULT', 'HRmax in use: 192 bpm, estimated for an age of 30 (Tanaka), as no date of birth is known.'],
    [null, 'HRmax in use: 192 bpm.'],
  ] as const)('says where a %s HRmax comes from, with the HRmax info button', (origin, text) => {
    const { container } = render(withTestI18n(<HrmaxInUse bpm={192} origin={origin} />));
    expect(container.querySelector('p')?.firstChild?.textContent?.replaceAll('\u00A0', ' ')).toBe(text);
    expect(screen.getByRole('button', { name: 'About Maximum heart rate (HRmax)' })).toBeTruthy();
  });
});
