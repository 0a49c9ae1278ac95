import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { heldAnswer } from '../../../tests/support/held-answer';
import { ORIGIN, setUpShareControl } from './share-fakes.test-support';

describe('sharing the session shown on the session page', () => {
  it("starts from the share state the session's answer carries", () => {
    const { model } = setUpShareControl();
    model.show('pa-1', null);
    expect(model.shared).toBe(false);
    expect(model.link).toBeNull();
    model.show('pa-2', 'tok-2');
    expect(model.shared).toBe(true);
    expect(model.link).toBe(`${ORIGIN}/share/tok-2`);
    model.show('pa-3', undefined);
    expect(model.shared).toBe(false);
  });

  it('explains first, then creates the link, shows it, says so and marks the session changed', async () => {
    const { model, api, toasts, changed } = setUpShareControl();
    model.show('pa-1', null);
    model.openDialog();
    expect(model.dialog).toBe('explain');
    expect(model.created).toBe(false);
    await model.share();
    expect(api.share).toHaveBeenCalledWith('pa-1');
    expect(model.dialog).toBe('link');
    expect(model.created).toBe(true);
    expect(model.link).toBe(`${ORIGIN}/share/tok-new`);
    expect(toasts).toEqual([{ kind: 'success', code: 'SESSION_SHARED' }]);
    expect(changed).toEqual(['pa-1']);
  });

  it('opens on the link when the session is already shared', () => {
    const { model } = setUpShareControl();
    model.show('pa-1', 'tok-1');
    model.openDialog();
    expect(model.dialog).toBe('link');
  });

  it('keeps a failed creation in the dialog, which tries again', async () => {
    const { model, api, toasts } = setUpShareControl();
    api.share.mockRejectedValueOnce(new ApiError('NETWORK', 'offline', 0));
    model.show('pa-1', null);
    model.openDialog();
    await model.share();
    expect(model.failed).toBe(true);
    expect(model.dialog).toBe('explain');
    expect(model.shared).toBe(false);
    expect(toasts).toEqual([]);
    await model.share();
    expect(model.failed).toBe(false);
    expect(model.shared).toBe(true);
  });

  it('stops sharing only once confirmed; Escape on the confirmation goes back to the link', async () => {
    const { model, api, toasts, changed } = setUpShareControl();
    model.show('pa-1', 'tok-1');
    model.openDialog();
    await model.stopSharing();
    expect(api.stopSharing).not.toHaveBeenCalled();
    model.requestStop();
    expect(model.dialog).toBe('confirm-stop');
    model.closeDialog();
    expect(model.dialog).toBe('link');
    model.requestStop();
    await model.stopSharing();
    expect(api.stopSharing).toHaveBeenCalledWith('pa-1');
    expect(model.shared).toBe(false);
    expect(model.dialog).toBe('closed');
    expect(toasts).toEqual([{ kind: 'success', code: 'SHARING_STOPPED' }]);
    expect(changed).toEqual(['pa-1']);
  });

  it('keeps the link when stopping fails, and says so', async () => {
    const { model, api } = setUpShareControl();
    api.stopSharing.mockRejectedValueOnce(new ApiError('BP_500', 'boom', 500));
    model.show('pa-1', 'tok-1');
    model.openDialog();
    model.requestStop();
    await model.stopSharing();
    expect(model.failed).toBe(true);
    expect(model.shared).toBe(true);
    expect(model.dialog).toBe('confirm-stop');
  });

  it('waits while a request is on its way: no second request, and the dialog stays open', async () => {
    const { model, api } = setUpShareControl();
    const held = heldAnswer<string>();
    api.share.mockReturnValueOnce(held.promise);
    model.show('pa-1', null);
    model.openDialog();
    const first = model.share();
    expect(model.busy).toBe(true);
    void model.share();
    model.closeDialog();
    expect(model.dialog).toBe('explain');
    held.resolve('tok-held');
    await first;
    expect(api.share).toHaveBeenCalledTimes(1);
    expect(model.busy).toBe(false);
  });

  it('keeps a change made here over the session answer read before it, until another session shows', async () => {
    const { model } = setUpShareControl();
    model.show('pa-1', null);
    model.openDialog();
    await model.share();
    // The page shows the session again from the answer it read before (an edit elsewhere on the page).
    model.show('pa-1', null);
    expect(model.link).toBe(`${ORIGIN}/share/tok-new`);
    model.show('pa-2', null);
    expect(model.shared).toBe(false);
    expect(model.dialog).toBe('closed');
  });

  it('drops an answer that lands after a child switch', async () => {
    const { model, api, switchPlayer, toasts } = setUpShareControl();
    const held = heldAnswer<string>();
    api.share.mockReturnValueOnce(held.promise);
    model.show('pa-1', null);
    model.openDialog();
    const sharing = model.share();
    switchPlayer('p2');
    held.resolve('tok-other');
    await sharing;
    expect(model.shared).toBe(false);
    expect(toasts).toEqual([]);
  });

  it('notes a copy, with a toast, or a failed copy, without one', () => {
    const { model, toasts } = setUpShareControl();
    model.show('pa-1', 'tok-1');
    model.openDialog();
    model.copied(false);
    expect(model.copy).toBe('failed');
    expect(toasts).toEqual([]);
    model.copied(true);
    expect(model.copy).toBe('copied');
    expect(toasts).toEqual([{ kind: 'success', code: 'SHARE_LINK_COPIED' }]);
    model.closeDialog();
    model.openDialog();
    expect(model.copy).toBe('idle');
    expect(model.created).toBe(false);
  });

  it('opens no dialog before a session shows', () => {
    const { model } = setUpShareControl();
    model.openDialog();
    expect(model.dialog).toBe('closed');
  });
});
