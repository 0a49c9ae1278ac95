import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../application/ports/token-store.port';
import { LocalStorageTokenStore } from '../storage/local-storage-token-store';
import { MemoryKeyValueStore } from '../storage/memory-key-value-store';
import { fakePlayerApi, jsonAnswer } from './fake-player-api.test-support';
import { HttpActivityApi } from './http-activity-api';
import { HttpClient } from './http-client';
import { uploadTimeoutMs } from './upload-time-out';

const BASE = 'http://api.test/api';

/** The attachment POSTs answer `outcomes` in turn (503 or 201), and record their Idempotency-Key. */
function activitiesAnswering(outcomes: readonly (503 | 201)[]) {
  let next = 0;
  const api = fakePlayerApi(BASE, () => {
    const status = outcomes[next] ?? 201;
    next += 1;
    if (status === 503) return jsonAnswer({ status: { code: 'BP_500', desc: 'Unavailable' } }, 503);
    return jsonAnswer(
      {
        id: `att-${next}`,
        description: 'plan.txt',
        kind: 'file',
        url: 'https://files.example.com/plan.txt',
        fileName: 'plan.txt',
        sizeBytes: 3,
      },
      201,
    );
  });
  const client = new HttpClient({
    baseUrl: BASE,
    fetch: api.fetch,
    tokenStore: new LocalStorageTokenStore(new MemoryKeyValueStore({ [TOKEN_KEY]: 'at-1' })),
    sessionEvents: { sessionExpired: vi.fn() },
    locks: null,
  });
  const keys = () => api.calls.map((call) => call.idempotencyKey);
  return { activities: new HttpActivityApi(client), client, keys };
}

const plan = () => new File(['abc'], 'plan.txt', { type: 'text/plain', lastModified: 1_700_000_000_000 });

describe('HttpActivityApi uploads', () => {
  it('sends a file again after a failure with the same Idempotency-Key, and a new key after a success', async () => {
    const { activities, keys } = activitiesAnswering([503, 503, 201, 201]);
    await expect(activities.uploadAttachment('s-1', plan())).rejects.toMatchObject({ code: 'BP_500' });
    await expect(activities.uploadAttachment('s-1', plan())).rejects.toMatchObject({ code: 'BP_500' });
    await expect(activities.uploadAttachment('s-1', plan())).resolves.toMatchObject({ id: 'att-3' });
    await activities.uploadAttachment('s-1', plan());
    const [first, second, third, fourth] = keys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect([second, third]).toEqual([first, first]);
    expect(fourth).toMatch(/^[0-9a-f]{32}$/);
    expect(fourth).not.toBe(first);
  });

  it('gives another file, or the same file for another session, its own key', async () => {
    const { activities, keys } = activitiesAnswering([503, 503, 503]);
    await activities.uploadAttachment('s-1', plan()).catch(() => undefined);
    await activities.uploadAttachment('s-2', plan()).catch(() => undefined);
    await activities
      .uploadAttachment('s-1', new File(['abcd'], 'plan.txt', { lastModified: 1_700_000_000_000 }))
      .catch(() => undefined);
    expect(new Set(keys()).size).toBe(3);
  });

  it('guards a link the same way: sent again after a failure, it keeps its key', async () => {
    const { activities, keys } = activitiesAnswering([503, 201]);
    await activities.addLink('s-1', { url: 'https://example.com/v', fileName: 'Video' }).catch(() => undefined);
    await activities.addLink('s-1', { url: 'https://example.com/v', fileName: 'Video' }).catch(() => undefined);
    const [first, second] = keys();
    expect(first).not.toBeNull();
    expect(second).toBe(first);
  });

  it('gives an upload a time-out scaled to the file size', async () => {
    const { activities, client } = activitiesAnswering([201]);
    const post = vi.spyOn(client, 'post');
    const tenMegabytes = new File([new Uint8Array(10 * 1024 * 1024)], 'match.mp4');
    await activities.uploadAttachment('s-1', tenMegabytes).catch(() => undefined);
    expect(post.mock.calls[0]?.[2]).toMatchObject({ timeoutMs: uploadTimeoutMs(tenMegabytes.size) });
  });
});

describe('uploadTimeoutMs', () => {
  it('is 20 s for the answer plus the body at 0.5 Mbit/s, capped at 5 minutes', () => {
    expect(uploadTimeoutMs(0)).toBe(20_000);
    expect(uploadTimeoutMs(62_500)).toBe(21_000); // one second of body at 62,500 bytes a second
    expect(uploadTimeoutMs(10 * 1024 * 1024)).toBe(187_773); // 20 s + 10,485,760 / 62.5 ms
    expect(uploadTimeoutMs(100 * 1024 * 1024)).toBe(300_000);
  });
});
