import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { ApiError } from '../../domain/errors/api-error';
import type { DemoMail, DemoMailbox } from '../ports/demo-mailbox.port';
import {
  CLOSED_REFRESH_MS,
  DemoMailboxViewModel,
  MAILBOX_LOAD_ERROR,
  OPEN_REFRESH_MS,
} from './demo-mailbox.view-model';

const MINUTE = 60_000;

function mail(id: string, sentAt: number, overrides: Partial<DemoMail> = {}): DemoMail {
  return {
    id,
    kind: 'ACTIVATION',
    to: 'new@example.com',
    subject: `Mail ${id}`,
    link: `/email-confirmation/${id}`,
    sentAt,
    ...overrides,
  };
}

/** A fake outbox: each call waits until the test answers it (or answers at once with `auto`). */
class FakeMailbox implements DemoMailbox {
  calls: { resolve: (mails: readonly DemoMail[]) => void; reject: (error: unknown) => void; signal?: AbortSignal }[] =
    [];
  auto: (() => Promise<readonly DemoMail[]>) | null = null;

  listMails(signal?: AbortSignal): Promise<readonly DemoMail[]> {
    if (this.auto) return this.auto();
    return new Promise((resolve, reject) => this.calls.push({ resolve, reject, signal }));
  }

  /** Answers the latest call and lets the view-model take it in. */
  async answer(mails: readonly DemoMail[]): Promise<void> {
    this.calls.at(-1)?.resolve(mails);
    await flush();
  }

  async fail(error: unknown = new ApiError('BP_500', 'boom', 500)): Promise<void> {
    this.calls.at(-1)?.reject(error);
    await flush();
  }
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setUp() {
  const clock = new FakeClock();
  const mailbox = new FakeMailbox();
  const vm = new DemoMailboxViewModel(mailbox, clock);
  return { clock, mailbox, vm };
}

describe('DemoMailboxViewModel', () => {
  it('reads the outbox when it starts: loading, then the count on the button', async () => {
    const { mailbox, vm } = setUp();
    expect(vm.loadState).toBe('idle');
    expect(vm.count).toBeNull();
    vm.start();
    expect(mailbox.calls).toHaveLength(1);
    expect(vm.loadState).toBe('loading');
    expect(vm.refreshing).toBe(true);
    await mailbox.answer([mail('a', 1), mail('b', 2)]);
    expect(vm.loadState).toBe('ready');
    expect(vm.refreshing).toBe(false);
    expect(vm.count).toBe(2);
    expect(vm.isOpen).toBe(false);
  });

  it('lists the mails newest first with their age on the clock; equal times keep the later one first', async () => {
    const { clock, mailbox, vm } = setUp();
    const now = clock.now();
    vm.start();
    await mailbox.answer([
      mail('old', now - 3 * 24 * 60 * MINUTE),
      mail('same-1', now - 5 * MINUTE),
      mail('same-2', now - 5 * MINUTE),
      mail('new', now - 10_000),
    ]);
    expect(vm.entries.map((entry) => entry.mail.id)).toEqual(['new', 'same-2', 'same-1', 'old']);
    expect(vm.entries.map((entry) => entry.age)).toEqual([
      { value: 0, unit: 'second' },
      { value: 5, unit: 'minute' },
      { value: 5, unit: 'minute' },
      { value: 3, unit: 'day' },
    ]);
  });

  it('an empty outbox is the empty state, not an error', async () => {
    const { mailbox, vm } = setUp();
    vm.start();
    expect(vm.isEmpty).toBe(false);
    await mailbox.answer([]);
    expect(vm.isEmpty).toBe(true);
    expect(vm.count).toBe(0);
    expect(vm.errorCode).toBeNull();
  });

  it('a failed read is the error state; Try again reads again, through loading, to the list', async () => {
    const { mailbox, vm } = setUp();
    vm.start();
    vm.open();
    await mailbox.fail();
    expect(vm.loadState).toBe('error');
    expect(vm.errorCode).toBe(MAILBOX_LOAD_ERROR);
    expect(vm.count).toBeNull();
    vm.refresh();
    expect(vm.loadState).toBe('loading');
    expect(vm.errorCode).toBeNull();
    expect(mailbox.calls).toHaveLength(2);
    await mailbox.answer([mail('a', 1)]);
    expect(vm.loadState).toBe('ready');
    expect(vm.entries).toHaveLength(1);
  });

  it('opening reads at once, then polls every 3 s while open and every 10 s once closed', async () => {
    const { clock, mailbox, vm } = setUp();
    vm.start();
    await mailbox.answer([]);
    clock.advanceBy(CLOSED_REFRESH_MS - 1);
    expect(mailbox.calls).toHaveLength(1);
    vm.open();
    expect(vm.isOpen).toBe(true);
    expect(mailbox.calls).toHaveLength(2);
    await mailbox.answer([mail('a', clock.now())]);
    expect(vm.count).toBe(1);
    clock.advanceBy(OPEN_REFRESH_MS);
    expect(mailbox.calls).toHaveLength(3);
    await mailbox.answer([mail('a', 1), mail('b', 2)]);
    expect(vm.count).toBe(2);
    clock.advanceBy(OPEN_REFRESH_MS);
    expect(mailbox.calls).toHaveLength(4);
    await mailbox.answer([]);
    vm.close();
    expect(vm.isOpen).toBe(false);
    clock.advanceBy(CLOSED_REFRESH_MS - 1);
    expect(mailbox.calls).toHaveLength(4);
    clock.advanceBy(1);
    expect(mailbox.calls).toHaveLength(5);
  });

  it('the ages move on with each poll', async () => {
    const { clock, mailbox, vm } = setUp();
    const sentAt = clock.now();
    mailbox.auto = () => Promise.resolve([mail('a', sentAt)]);
    vm.start();
    vm.open();
    await flush();
    expect(vm.entries[0]?.age).toEqual({ value: 0, unit: 'second' });
    clock.advanceBy(20 * OPEN_REFRESH_MS);
    await flush();
    expect(vm.entries[0]?.age).toEqual({ value: 1, unit: 'minute' });
  });

  it('Refresh reads now and restarts the period; reads never overlap', async () => {
    const { clock, mailbox, vm } = setUp();
    vm.start();
    vm.open();
    vm.refresh();
    clock.advanceBy(OPEN_REFRESH_MS);
    expect(mailbox.calls).toHaveLength(1);
    await mailbox.answer([mail('a', 1)]);
    clock.advanceBy(OPEN_REFRESH_MS - 1000);
    vm.refresh();
    expect(mailbox.calls).toHaveLength(2);
    await mailbox.answer([]);
    clock.advanceBy(OPEN_REFRESH_MS - 1);
    expect(mailbox.calls).toHaveLength(2);
    clock.advanceBy(1);
    expect(mailbox.calls).toHaveLength(3);
  });

  it('a failing poll keeps the error state without going back through loading', async () => {
    const { clock, mailbox, vm } = setUp();
    vm.start();
    vm.open();
    await mailbox.fail();
    clock.advanceBy(OPEN_REFRESH_MS);
    expect(vm.loadState).toBe('error');
    expect(vm.refreshing).toBe(true);
    await mailbox.fail(new Error('network'));
    expect(vm.loadState).toBe('error');
    clock.advanceBy(OPEN_REFRESH_MS);
    await mailbox.answer([]);
    expect(vm.loadState).toBe('ready');
  });

  it('a refresh of a shown list keeps it while the call is out', async () => {
    const { mailbox, vm } = setUp();
    vm.start();
    await mailbox.answer([mail('a', 1)]);
    vm.open();
    expect(vm.loadState).toBe('ready');
    expect(vm.refreshing).toBe(true);
    expect(vm.entries).toHaveLength(1);
  });

  it('the toggle opens and closes; following a link closes the panel', () => {
    const { vm } = setUp();
    vm.start();
    vm.toggle();
    expect(vm.isOpen).toBe(true);
    vm.toggle();
    expect(vm.isOpen).toBe(false);
    vm.open();
    vm.linkFollowed();
    expect(vm.isOpen).toBe(false);
  });

  it('stopping aborts the call out, ignores its answer and stops polling; it can start again', async () => {
    const { clock, mailbox, vm } = setUp();
    const stop = vm.start();
    stop();
    expect(mailbox.calls[0]?.signal?.aborted).toBe(true);
    await mailbox.answer([mail('late', 1)]);
    expect(vm.count).toBeNull();
    clock.advanceBy(10 * CLOSED_REFRESH_MS);
    vm.open();
    expect(mailbox.calls).toHaveLength(1);
    vm.start();
    expect(mailbox.calls).toHaveLength(2);
    await mailbox.answer([mail('b', 1)]);
    expect(vm.count).toBe(1);
    expect(vm.refreshing).toBe(false);
  });
});
