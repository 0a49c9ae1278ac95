// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ORIGIN, setUpShareControl } from '../../../../application/share/share-fakes.test-support';
import { SessionShareDialog } from './session-share-dialog';
import { loadSessionShareCatalog } from './session-share-catalog';
import { standInForDialogs } from '../../../components/modal.test-support';

standInForDialogs();
afterEach(() => {
  cleanup();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

function renderDialog(token: string | null, messages: Messages = {}, locale = 'en') {
  const env = setUpShareControl();
  env.model.show('pa-1', token);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  render(
    <I18nProvider i18n={i18n}>
      <SessionShareDialog model={env.model} />
    </I18nProvider>,
  );
  return env;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the share dialog', () => {
  it('says what the link shows and to whom, and that sharing one session overrides hidden sessions, before creating it', async () => {
    const { model, api } = renderDialog(null);
    act(() => model.openDialog());
    const dialog = screen.getByRole('dialog', { name: 'Share this session' });
    expect(dialog.textContent).toContain('Anyone with the link can see this session without an account');
    expect(dialog.textContent).toContain('no other player’s name, no attachment and no description');
    expect(dialog.textContent).toContain(
      'even when your privacy settings keep your sessions hidden from coaches and from the community',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await settle();
    expect(api.share).toHaveBeenCalledWith('pa-1');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Public link' }).value).toBe(
      `${ORIGIN}/share/tok-new`,
    );
    expect(screen.getByRole('status').textContent).toBe('Link created. Copy it to send it.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy link' }));
  });

  it('copies the link to the clipboard', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { model, toasts } = renderDialog('tok-1');
    act(() => model.openDialog());
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/share/tok-1`);
    expect(screen.getByRole('status').textContent).toBe('Link copied to the clipboard.');
    expect(toasts).toEqual([{ kind: 'success', code: 'SHARE_LINK_COPIED' }]);
  });

  it('leaves the link selected when neither the clipboard nor the old copy works', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    document.execCommand = () => false;
    const { model } = renderDialog('tok-1');
    act(() => model.openDialog());
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await settle();
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Public link' });
    expect(screen.getByRole('status').textContent).toBe('Could not copy. The link is selected: copy it yourself.');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
  });

  it('asks before it stops sharing; Escape on the question goes back to the link', async () => {
    const { model, api } = renderDialog('tok-1');
    act(() => model.openDialog());
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    const question = screen.getByRole('dialog', { name: 'Stop sharing this session?' });
    expect(question.textContent).toContain('The link will stop working for everyone who has it.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep sharing' }));
    fireEvent(question, new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('dialog', { name: 'Share this session' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    await settle();
    expect(api.stopSharing).toHaveBeenCalledWith('pa-1');
    expect(model.dialog).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers nothing while closed, though it already holds the step it opens to', () => {
    const { model } = renderDialog(null);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => model.openDialog());
    expect(screen.getByRole('dialog', { name: 'Share this session' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Create link']);
    act(() => model.closeDialog());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the link could not be created', async () => {
    const { model, api } = renderDialog(null);
    api.share.mockRejectedValueOnce(new Error('offline'));
    act(() => model.openDialog());
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('The link could not be created. Please try again.');
  });

  it('speaks French', async () => {
    const { model } = renderDialog(null, await loadSessionShareCatalog('fr'), 'fr');
    act(() => model.openDialog());
    expect(screen.getByRole('dialog', { name: 'Partager cette séance' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Créer le lien' })).toBeTruthy();
  });
});
