// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { avatarSource } from './avatar-source';

describe('the shell’s avatar', () => {
  it('shows the player’s own photo', () => {
    expect(avatarSource('/media/photos/p1.jpg')).toBe(`${window.location.origin}/media/photos/p1.jpg`);
  });

  it('shows the bitmap default for no photo, the server’s default and a photo that is not a safe image URL', () => {
    for (const photo of [null, '', '/images/default-avatar.svg', 'javascript:alert(1)'])
      expect(avatarSource(photo)).toBe('/images/default-avatar.png');
  });
});
