import { describe, expect, it } from 'vitest';
import type { Activity, Attachment } from '../../domain/activity/activity';
import type { ActivitySegment } from '../../domain/activity/activity-segment';
import { ApiError } from '../../domain/errors/api-error';
import { asSeconds } from '../../domain/units/branded-units';
import { heldAnswer } from '../../../tests/support/held-answer';
import { makeActivity, setUp } from './session-detail-fakes.test-support';

const PLAN = Object.assign(new Blob([new Uint8Array(1000)]), { name: 'plan.pdf' });

/** Two sessions that share segment and attachment ids (each id is only unique within its session). */
function twoSessions() {
  const env = setUp();
  env.api.getActivity.mockImplementation((id: string) =>
    Promise.resolve(makeActivity({ title: `Session ${id}`, description: `About ${id}` }, id)),
  );
  return env;
}

describe('a session answer that lands after the acting player changed', () => {
  it('the late session answer is not cached: after a child switch the page asks again for the new player', async () => {
    const { vm, api, cache, switchPlayer, make } = setUp();
    const late = heldAnswer<Activity>();
    api.getActivity.mockReturnValueOnce(late.promise);
    const loading = vm.load('pa-1');
    switchPlayer('p2');
    late.resolve(makeActivity({ title: "Alex's match" }));
    await loading;
    expect(cache.get('pa-1')?.playerActivityInfo.title).not.toBe("Alex's match");
    expect(vm.activity?.playerActivityInfo.title).toBe('Training');
    expect(api.getActivity).toHaveBeenCalledTimes(2);
    const next = make();
    await next.load('pa-1');
    expect(next.activity?.playerActivityInfo.title).toBe('Training');
  });

  it('the late session answer is not cached after a logout, nor shown, nor reported as an error', async () => {
    const { vm, api, cache, switchPlayer } = setUp();
    const late = heldAnswer<Activity>();
    api.getActivity.mockReturnValueOnce(late.promise);
    const loading = vm.load('pa-1');
    switchPlayer(null);
    late.resolve(makeActivity({ title: "Alex's match" }));
    await loading;
    expect(cache.size).toBe(0);
    expect(vm.activity).toBeNull();
    expect(vm.status).toBe('loading');

    const failing = heldAnswer<Activity>();
    api.getActivity.mockReturnValueOnce(failing.promise);
    switchPlayer('p1');
    const second = vm.load('pa-1');
    switchPlayer(null);
    failing.reject(new ApiError('BP_403', 'denied', 403));
    await second;
    expect(vm.status).toBe('loading');
  });
});

describe('saves on the session page belong to the session they were made on', () => {
  it('a description saved after the page moved on drops that session’s cached copy only, and leaves the page shown alone', async () => {
    const { vm, api, cache, toasts } = twoSessions();
    await vm.load('pa-1');
    const save = heldAnswer<void>();
    api.updateDescription.mockReturnValueOnce(save.promise);
    vm.description.setDraft('New notes for pa-1');
    const saving = vm.description.save();
    await vm.load('pa-2');
    save.resolve();
    expect(await saving).toBe(true);
    expect(cache.get('pa-1')).toBeUndefined();
    expect(cache.get('pa-2')).toBeDefined();
    expect(vm.description.saved).toBe('About pa-2');
    expect(vm.description.saving).toBe(false);
    expect(vm.activity?.playerActivityInfo.description).toBe('About pa-2');
    expect(toasts).toContainEqual({ kind: 'success', code: 'DESCRIPTION_SAVED' });
  });

  it('a description save that fails after the page moved on says so in a toast, not on the other session’s form', async () => {
    const { vm, api, toasts } = twoSessions();
    await vm.load('pa-1');
    const save = heldAnswer<void>();
    api.updateDescription.mockReturnValueOnce(save.promise);
    vm.description.setDraft('New notes for pa-1');
    const saving = vm.description.save();
    await vm.load('pa-2');
    save.reject(new ApiError('BP_500', 'boom', 500));
    expect(await saving).toBe(false);
    expect(vm.description.errorCode).toBeNull();
    expect(toasts).toContainEqual({ kind: 'error', code: 'TRY_AGAIN_LATER' });
  });

  it('a segment created after the page moved on keeps the new page’s form and list', async () => {
    const { vm, api, cache, toasts } = twoSessions();
    await vm.load('pa-1');
    const create = heldAnswer<ActivitySegment>();
    api.createSegment.mockReturnValueOnce(create.promise);
    vm.segments.setField('name', 'Drill');
    vm.segments.useSpan(60, 180);
    const creating = vm.segments.create();
    await vm.load('pa-2');
    vm.segments.setField('name', 'Typed on pa-2');
    create.resolve({
      id: 's9',
      name: 'Drill',
      startPoint: '',
      startSec: asSeconds(60),
      endSec: asSeconds(180),
      stats: null,
    });
    expect(await creating).toBe(true);
    expect(vm.segments.name).toBe('Typed on pa-2');
    expect(vm.segments.creating).toBe(false);
    expect(vm.segments.list.map((segment) => segment.id)).toEqual(['s1']);
    expect(api.getSegments).not.toHaveBeenCalled();
    expect(cache.get('pa-1')).toBeUndefined();
    expect(cache.get('pa-2')).toBeDefined();
    expect(toasts).toContainEqual({ kind: 'success', code: 'SEGMENT_CREATED' });
  });

  it('a segment refused after the page moved on shows no server message on the new page’s form', async () => {
    const { vm, api, toasts } = twoSessions();
    await vm.load('pa-1');
    const create = heldAnswer<ActivitySegment>();
    api.createSegment.mockReturnValueOnce(create.promise);
    vm.segments.setField('name', 'Drill');
    vm.segments.useSpan(60, 180);
    const creating = vm.segments.create();
    await vm.load('pa-2');
    create.reject(new ApiError('BP_400', 'SEGMENT_TOO_SHORT', 400));
    expect(await creating).toBe(false);
    expect(vm.segments.serverCode).toBeNull();
    expect(toasts).toContainEqual({ kind: 'error', code: 'TRY_AGAIN_LATER' });
  });

  it('a segment list of another metric kind that lands after the page moved on is not shown there', async () => {
    const { vm, api } = twoSessions();
    await vm.load('pa-1');
    const list = heldAnswer<ActivitySegment[]>();
    api.getSegments.mockReturnValueOnce(list.promise);
    const reloading = vm.segments.setMetricsType('DISTANCE');
    await vm.load('pa-2');
    list.resolve([]);
    await reloading;
    expect(vm.segments.list.map((segment) => segment.id)).toEqual(['s1']);
    expect(vm.segments.listLoading).toBe(false);
  });

  it('a segment or an attachment deleted after the page moved on stays on the new page, whose ids may be the same', async () => {
    const { vm, api, cache, toasts } = twoSessions();
    await vm.load('pa-1');
    const segmentDeletion = heldAnswer<void>();
    api.deleteSegment.mockReturnValueOnce(segmentDeletion.promise);
    vm.requestDeletion({ kind: 'segment', segmentId: 's1' });
    const deletingSegment = vm.confirmDeletion();
    await vm.load('pa-2');
    expect(vm.deleting).toBe(false);
    segmentDeletion.resolve();
    await deletingSegment;
    expect(api.deleteSegment).toHaveBeenCalledWith('pa-1', 's1');
    expect(vm.segments.list.map((segment) => segment.id)).toEqual(['s1']);
    expect(cache.get('pa-1')).toBeUndefined();
    expect(cache.get('pa-2')).toBeDefined();
    expect(toasts).toContainEqual({ kind: 'success', code: 'SEGMENT_DELETED' });

    await vm.load('pa-1');
    const attachmentDeletion = heldAnswer<void>();
    api.deleteAttachment.mockReturnValueOnce(attachmentDeletion.promise);
    vm.requestDeletion({ kind: 'attachment', attachmentId: 'a1' });
    const deletingAttachment = vm.confirmDeletion();
    await vm.load('pa-2');
    vm.requestDeletion({ kind: 'session' });
    attachmentDeletion.resolve();
    await deletingAttachment;
    expect(vm.attachments.list.map((attachment) => attachment.id)).toEqual(['a1']);
    expect(vm.activity?.playerActivityInfo.attachments.map((attachment) => attachment.id)).toEqual(['a1']);
    expect(vm.pendingDeletion).toEqual({ kind: 'session' });
    expect(cache.get('pa-1')).toBeUndefined();
    expect(cache.get('pa-2')).toBeDefined();
  });

  it('a file uploaded after the page moved on is not listed there; a failed one says so in a toast', async () => {
    const { vm, api, cache, toasts } = twoSessions();
    await vm.load('pa-1');
    const upload = heldAnswer<Attachment>();
    api.uploadAttachment.mockReturnValueOnce(upload.promise);
    const uploading = vm.attachments.upload(PLAN);
    await vm.load('pa-2');
    expect(vm.attachments.busy).toBe(false);
    upload.resolve({
      id: 'a9',
      description: 'plan.pdf',
      kind: 'file',
      url: 'https://files.example.com/x',
      fileName: 'plan.pdf',
      sizeBytes: 1000,
    });
    expect(await uploading).toBe(true);
    expect(vm.attachments.list.map((attachment) => attachment.id)).toEqual(['a1']);
    expect(cache.get('pa-1')).toBeUndefined();
    expect(cache.get('pa-2')).toBeDefined();
    expect(toasts).toContainEqual({ kind: 'success', code: 'ATTACHMENT_UPLOADED' });

    await vm.load('pa-1');
    const failing = heldAnswer<Attachment>();
    api.uploadAttachment.mockReturnValueOnce(failing.promise);
    const failingUpload = vm.attachments.upload(PLAN);
    await vm.load('pa-2');
    failing.reject(new ApiError('BP_431', 'too large', 413));
    expect(await failingUpload).toBe(false);
    expect(vm.attachments.fileCode).toBeNull();
    expect(toasts).toContainEqual({ kind: 'error', code: 'TRY_AGAIN_LATER' });
  });

  it('a session deleted after the page moved on leaves the page shown where it is', async () => {
    const { vm, api, cache, toasts } = twoSessions();
    await vm.load('pa-1');
    const deletion = heldAnswer<void>();
    api.deleteActivity.mockReturnValueOnce(deletion.promise);
    vm.requestDeletion({ kind: 'session' });
    const deleting = vm.confirmDeletion();
    await vm.load('pa-2');
    deletion.resolve();
    await deleting;
    expect(api.deleteActivity).toHaveBeenCalledWith('pa-1');
    expect(vm.status).toBe('ready');
    expect(vm.redirectTo).toBeNull();
    expect(vm.activity?.playerActivityId).toBe('pa-2');
    expect(cache.get('pa-1')).toBeUndefined();
    expect(cache.get('pa-2')).toBeDefined();
    expect(toasts).toContainEqual({ kind: 'success', code: 'SESSION_DELETED' });
  });
});
