import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '../../domain/activity/attachment-rules';
import { ApiError } from '../../domain/errors/api-error';
import { setUp } from './session-detail-fakes.test-support';

async function ready() {
  const env = setUp();
  await env.vm.load('pa-1');
  return env;
}

function fill(
  segments: Awaited<ReturnType<typeof ready>>['vm']['segments'],
  values: [string, string, string, string],
  name = 'Drill',
) {
  segments.setField('name', name);
  segments.setField('startMinutes', values[0]);
  segments.setField('startSeconds', values[1]);
  segments.setField('endMinutes', values[2]);
  segments.setField('endSeconds', values[3]);
}

describe('segment form', () => {
  it('shows no message before a submit', async () => {
    const { vm } = await ready();
    fill(vm.segments, ['a', '0', '0', '5']);
    expect(vm.segments.formCode).toBeNull();
    expect(vm.segments.fieldCode('startMinutes')).toBeNull();
  });

  it.each([
    [['1', '00', '1', '09'], 'SEGMENT_TOO_SHORT'],
    [['50', '0', '61', '0'], 'SEGMENT_OUT_OF_SCOPE'],
    [['ab', '0', '2', '0'], 'SEGMENT_NUMBER_INVALID'],
    [['1', '75', '2', '0'], 'SEGMENT_DATA_INVALID'],
    [['5', '0', '4', '0'], 'SEGMENT_DATA_INVALID'],
  ] as const)('%j gives %s and sends nothing', async (values, code) => {
    const { vm, api } = await ready();
    fill(vm.segments, [...values]);
    expect(await vm.segments.create()).toBe(false);
    expect(vm.segments.formCode).toBe(code);
    expect(api.createSegment).not.toHaveBeenCalled();
  });

  it('marks the input with letters', async () => {
    const { vm } = await ready();
    fill(vm.segments, ['1', 'x', '2', '0']);
    await vm.segments.create();
    expect(vm.segments.fieldCode('startSeconds')).toBe('SEGMENT_NUMBER_INVALID');
    expect(vm.segments.fieldCode('startMinutes')).toBeNull();
  });

  it('needs a name', async () => {
    const { vm, api } = await ready();
    fill(vm.segments, ['1', '0', '2', '0'], '  ');
    await vm.segments.create();
    expect(vm.segments.nameCode).toBe('FIELD_REQUIRED');
    expect(api.createSegment).not.toHaveBeenCalled();
  });

  it('creates a valid segment, toasts, clears the form and reloads the list', async () => {
    const { vm, api, toasts } = await ready();
    fill(vm.segments, ['1', '0', '2', '30']);
    expect(await vm.segments.create()).toBe(true);
    expect(api.createSegment).toHaveBeenCalledWith('pa-1', { name: 'Drill', startSec: 60, endSec: 150 });
    expect(toasts).toContainEqual({ kind: 'success', code: 'SEGMENT_CREATED' });
    expect(vm.segments.startMinutes).toBe('');
    expect(vm.segments.formCode).toBeNull();
    expect(api.getSegments).toHaveBeenCalledWith('pa-1', 'HR');
  });

  it('shows the server rule code, else try again later', async () => {
    const { vm, api } = await ready();
    api.createSegment.mockRejectedValueOnce(new ApiError('BP_400', 'SEGMENT_OUT_OF_SCOPE', 400));
    fill(vm.segments, ['1', '0', '2', '0']);
    await vm.segments.create();
    expect(vm.segments.formCode).toBe('SEGMENT_OUT_OF_SCOPE');
    api.createSegment.mockRejectedValueOnce(new ApiError('BP_500', 'boom', 500));
    await vm.segments.create();
    expect(vm.segments.formCode).toBe('TRY_AGAIN_LATER');
  });

  it('fills the form from a span selected on a chart', async () => {
    const { vm } = await ready();
    vm.segments.useSpan(605.4, 1859.6);
    expect(vm.segments.input).toEqual({ startMinutes: '10', startSeconds: '5', endMinutes: '31', endSeconds: '0' });
  });

  it('loads the statistics of another metric kind', async () => {
    const { vm, api } = await ready();
    await vm.segments.setMetricsType('DISTANCE');
    expect(api.getSegments).toHaveBeenCalledWith('pa-1', 'DISTANCE');
    expect(vm.segments.list).toEqual([]);
  });
});

describe('description', () => {
  it('counts code points and refuses 501 of them', async () => {
    const { vm, api } = await ready();
    vm.description.setDraft('😀'.repeat(500));
    expect(vm.description.length).toBe(500);
    expect(vm.description.isOverLimit).toBe(false);
    vm.description.setDraft('😀'.repeat(501));
    expect(await vm.description.save()).toBe(false);
    expect(vm.description.errorCode).toBe('DESCRIPTION_TOO_LONG');
    expect(api.updateDescription).not.toHaveBeenCalled();
  });

  it('a failed save keeps the draft and says so', async () => {
    const { vm, api } = await ready();
    api.updateDescription.mockRejectedValueOnce(new ApiError('NETWORK', 'offline', 0));
    vm.description.setDraft('Tired legs');
    expect(await vm.description.save()).toBe(false);
    expect(vm.description.draft).toBe('Tired legs');
    expect(vm.description.errorCode).toBe('DESCRIPTION_SAVE_FAILED');
    expect(vm.description.isDirty).toBe(true);
    vm.description.setDraft('Tired legs!');
    expect(vm.description.errorCode).toBeNull();
  });

  it('saves and toasts', async () => {
    const { vm, api, toasts } = await ready();
    vm.description.setDraft('Tired legs');
    expect(await vm.description.save()).toBe(true);
    expect(api.updateDescription).toHaveBeenCalledWith('pa-1', 'Tired legs');
    expect(vm.description.isDirty).toBe(false);
    expect(toasts).toContainEqual({ kind: 'success', code: 'DESCRIPTION_SAVED' });
  });
});

describe('attachments', () => {
  /** A one-byte file that reports `size` bytes (no need to allocate 10 MB). */
  const sized = (size: number) => {
    const blob = Object.assign(new Blob([new Uint8Array(1)]), { name: 'plan.pdf' });
    Object.defineProperty(blob, 'size', { value: size });
    return blob;
  };

  it('refuses a file over 10 MB before sending it', async () => {
    const { vm, api } = await ready();
    expect(await vm.attachments.upload(sized(ATTACHMENT_MAX_BYTES + 1))).toBe(false);
    expect(vm.attachments.fileCode).toBe('FILE_TOO_LARGE');
    expect(api.uploadAttachment).not.toHaveBeenCalled();
  });

  it('uploads a file of 10 MB and lists it', async () => {
    const { vm, toasts } = await ready();
    expect(await vm.attachments.upload(sized(ATTACHMENT_MAX_BYTES))).toBe(true);
    expect(vm.attachments.list.map((a) => a.id)).toEqual(['a1', 'a2']);
    expect(vm.activity?.playerActivityInfo.attachments).toHaveLength(2);
    expect(toasts).toContainEqual({ kind: 'success', code: 'ATTACHMENT_UPLOADED' });
  });

  it('reads BP_431 from the server as too large', async () => {
    const { vm, api } = await ready();
    api.uploadAttachment.mockRejectedValueOnce(new ApiError('BP_431', 'too large', 413));
    await vm.attachments.upload(sized(100));
    expect(vm.attachments.fileCode).toBe('FILE_TOO_LARGE');
  });

  it.each(['javascript:alert(1)', ' JAVASCRIPT:alert(document.cookie)', 'data:text/html,x', 'ftp://example.com/a'])(
    'refuses the link %s',
    async (raw) => {
      const { vm, api } = await ready();
      vm.attachments.setLinkUrl(raw);
      expect(await vm.attachments.addLink()).toBe(false);
      expect(vm.attachments.linkCode).toBe('LINK_NOT_HTTP');
      expect(api.addLink).not.toHaveBeenCalled();
    },
  );

  it('adds an https link, trimmed, with an optional name', async () => {
    const { vm, api } = await ready();
    vm.attachments.setLinkUrl('  https://example.com/report ');
    vm.attachments.setLinkName(' Report ');
    expect(await vm.attachments.addLink()).toBe(true);
    expect(api.addLink).toHaveBeenCalledWith('pa-1', { url: 'https://example.com/report', fileName: 'Report' });
    vm.attachments.setLinkUrl('http://example.com');
    await vm.attachments.addLink();
    expect(api.addLink).toHaveBeenLastCalledWith('pa-1', { url: 'http://example.com/' });
    expect(vm.attachments.linkUrl).toBe('');
  });

  it('deletes an attachment after confirmation', async () => {
    const { vm, api, toasts } = await ready();
    vm.requestDeletion({ kind: 'attachment', attachmentId: 'a1' });
    await vm.confirmDeletion();
    expect(api.deleteAttachment).toHaveBeenCalledWith('pa-1', 'a1');
    expect(vm.attachments.list).toEqual([]);
    expect(toasts).toContainEqual({ kind: 'success', code: 'ATTACHMENT_DELETED' });
  });
});
