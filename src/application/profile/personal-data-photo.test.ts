import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_PICKED_BYTES } from '../../domain/validation/avatar-validation';
import { loadedSections, playerProfile } from './profile-fakes.test-support';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];
/** A file of `size` bytes that starts with the signature (and then `content`, when given). */
function imageFile(signature: number[], size: number, name: string, content = ''): File {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  bytes.set(new TextEncoder().encode(content), signature.length);
  return new File([bytes], name, { type: '' });
}
const png = (size = 10, content = '') => imageFile(PNG_SIGNATURE, size, 'me.png', content);
const jpeg = (size: number) => imageFile(JPEG_SIGNATURE, size, 'IMG_0042.JPG');

describe('PersonalDataViewModel: the photo', () => {
  it('checks a picked photo by its first bytes, shrinks it to 512 pixels and sends the shrunk copy, never the original', async () => {
    const { personal: vm, api, images } = await loadedSections();
    const photo = jpeg(5_000_000);
    await vm.pickAvatar(photo);
    expect(images.shrunk).toEqual([{ file: photo, maxSidePx: 512 }]);
    const sent = vm.pickedPhoto;
    expect(sent?.type).toBe('image/webp');
    expect(sent?.size).toBeLessThan(200 * 1024);
    await vm.save();
    expect(api.updates[0]?.avatar).toEqual({ kind: 'replace', file: sent });
    expect(vm.pickedPhoto).toBeNull();
    expect(vm.savedPhoto).toBe('data:image/png;base64,AAAA');
  });

  it('refuses an SVG named .png with AVATAR_TYPE, a file over 20 MB and one that does not decode, keeping the previous choice', async () => {
    const { personal: vm, images } = await loadedSections();
    await vm.pickAvatar(png());
    const kept = vm.pickedPhoto;
    await vm.pickAvatar(
      new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'me.png', { type: 'image/png' }),
    );
    expect(vm.errorOf('avatar')).toBe('AVATAR_TYPE');
    await vm.pickAvatar(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(vm.errorOf('avatar')).toBe('AVATAR_TYPE');
    await vm.pickAvatar(png(AVATAR_MAX_PICKED_BYTES + 1));
    expect(vm.errorOf('avatar')).toBe('AVATAR_FILE_TOO_LARGE');
    await vm.pickAvatar(png(100, 'broken'));
    expect(vm.errorOf('avatar')).toBe('AVATAR_UNREADABLE');
    expect(vm.pickedPhoto).toBe(kept);
    // Only the real images reached the shrinker.
    expect(images.shrunk.map(({ file }) => file.size)).toEqual([10, 100]);
    await vm.pickAvatar(png());
    expect(vm.errorOf('avatar')).toBeNull();
  });

  it('a newer pick overtakes one still being shrunk, and a save waits for the photo just picked', async () => {
    const { personal: vm, api, images } = await loadedSections();
    const release = images.hold();
    const first = vm.pickAvatar(jpeg(3_000_000));
    expect(vm.preparingAvatar).toBe(true);
    const second = vm.pickAvatar(png(20));
    release();
    await Promise.all([first, second]);
    expect(await vm.pickedPhoto?.text()).toContain('shrunk from 20 bytes');

    const releaseNext = images.hold();
    const picked = vm.pickAvatar(jpeg(4_000_000));
    const saved = vm.save();
    releaseNext();
    await Promise.all([picked, saved]);
    expect(await (api.updates[0]?.avatar as { file: Blob }).file.text()).toContain('shrunk from 4000000 bytes');
  });

  it('remove drops a picked file first, then the saved photo', async () => {
    const { personal: vm, api } = await loadedSections(playerProfile({ photo: 'https://cdn.test/me.png' }));
    expect(vm.savedPhoto).toBe('https://cdn.test/me.png');
    await vm.pickAvatar(png());
    vm.removeAvatar();
    expect(vm.avatar).toEqual({ kind: 'keep' });
    vm.removeAvatar();
    expect(vm.avatar).toEqual({ kind: 'remove' });
    await vm.save();
    expect(api.updates[0]?.avatar).toEqual({ kind: 'remove' });
    expect(vm.savedPhoto).toBeNull();
  });

  it('keep goes back to the saved photo from a picked file or a removal', async () => {
    const { personal: vm } = await loadedSections(playerProfile({ photo: 'https://cdn.test/me.png' }));
    vm.removeAvatar();
    vm.keepAvatar();
    expect(vm.avatar).toEqual({ kind: 'keep' });
    await vm.pickAvatar(png());
    vm.keepAvatar();
    expect(vm.pickedPhoto).toBeNull();
  });

  it('the default photo counts as none', async () => {
    const { personal: vm } = await loadedSections(playerProfile({ photo: '/images/default-avatar.svg' }));
    expect(vm.savedPhoto).toBeNull();
    vm.removeAvatar();
    expect(vm.avatar).toEqual({ kind: 'keep' });
  });
});
