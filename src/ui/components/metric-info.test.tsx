// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { withTestI18n } from '../charts/chart-test-i18n';
import { MetricInfo, PlaybookLinks } from './metric-info';

afterEach(cleanup);

function renderInfo() {
  render(
    withTestI18n(
      <p>
        Distance <MetricInfo metric="activity-points" /> <button type="button">Elsewhere</button>
      </p>,
    ),
  );
  const button = screen.getByRole('button', { name: 'About Activity points (AP)' });
  const popover = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!popover) throw new Error('aria-controls names no element');
  return { button, popover };
}

describe('MetricInfo', () => {
  it('leads nowhere into the app on a page read without an account', () => {
    render(
      withTestI18n(
        <PlaybookLinks.Provider value={false}>
          <MetricInfo metric="distance" />
        </PlaybookLinks.Provider>,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'About Distance' }));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is a closed disclosure until pressed, then shows the definition and the Playbook section', () => {
    const { button, popover } = renderInfo();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(popover.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(popover.hidden).toBe(false);
    expect(popover.textContent).toContain('The time you moved faster than a walk');
    expect(screen.getByRole('link', { name: 'More in the Playbook' }).getAttribute('href')).toBe(
      '/playbook/reading-data#activity-points',
    );
    fireEvent.click(button);
    expect(popover.hidden).toBe(true);
  });

  it('closes on Escape from its link and gives the focus back to its button', () => {
    const { button, popover } = renderInfo();
    fireEvent.click(button);
    const link = screen.getByRole('link', { name: 'More in the Playbook' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(popover.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when the focus or a click goes elsewhere', () => {
    const { button, popover } = renderInfo();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    fireEvent.click(button);
    fireEvent.focusOut(button, { relatedTarget: elsewhere });
    expect(popover.hidden).toBe(true);
    fireEvent.click(button);
    fireEvent.pointerDown(elsewhere);
    expect(popover.hidden).toBe(true);
  });
});
