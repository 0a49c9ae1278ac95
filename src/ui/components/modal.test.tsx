// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './modal';
import { standInForDialogs } from './modal.test-support';

standInForDialogs();
afterEach(cleanup);

/** A page with a button that opens a modal question; its Cancel and Escape close it. */
function Page({ onCancel }: { onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <Modal
        open={open}
        className="question"
        labelledBy="question-title"
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      >
        <h2 id="question-title">Delete this session?</h2>
        <button type="button">Delete</button>
        <button type="button" data-autofocus onClick={() => setOpen(false)}>
          Cancel
        </button>
      </Modal>
    </main>
  );
}

/** One frame and the task after it: what the browser paints before the page turns inert. */
const afterPaint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

const pageRoot = () => screen.getByRole('main').parentElement as HTMLElement;

describe('a modal dialog', () => {
  it('shows over a scrim with the focus on its safe choice; the page turns inert only after the paint', async () => {
    render(<Page onCancel={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete this session?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.querySelector('.modal-scrim')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(pageRoot().hasAttribute('inert')).toBe(false);
    await afterPaint();
    expect(pageRoot().hasAttribute('inert')).toBe(true);
    expect(dialog.closest('[inert]')).toBeNull();
  });

  it('closes, and after the paint gives the page back with the focus on what opened it', async () => {
    render(<Page onCancel={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    fireEvent.click(opener);
    await afterPaint();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.modal-scrim')).toBeNull();
    await afterPaint();
    expect(pageRoot().hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('takes Escape as its cancel', async () => {
    const onCancel = vi.fn();
    render(<Page onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await afterPaint();
    expect(pageRoot().hasAttribute('inert')).toBe(false);
  });

  it('closed before the paint, leaves the page as it was', async () => {
    render(<Page onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await afterPaint();
    await afterPaint();
    expect(pageRoot().hasAttribute('inert')).toBe(false);
  });
});
