import { makeAutoObservable } from 'mobx';
import {
  AVATAR_HEAD_BYTES,
  AVATAR_MAX_SIDE_PX,
  validatePickedAvatar,
  type AvatarCode,
} from '../../domain/validation/avatar-validation';
import { LatestRequest } from '../latest-request/latest-request';
import type { AvatarImageShrinker } from '../ports/avatar-image.port';
import type { AvatarChange } from '../ports/profile-api.port';

/** A picked photo refused before it is shrunk (its first bytes, its size). */
class AvatarRefusal extends Error {
  constructor(readonly code: AvatarCode) {
    super(`photo refused: ${code}`);
    this.name = 'AvatarRefusal';
  }
}

const KEEP: AvatarChange = { kind: 'keep' };

/**
 * The photo of the personal-data section (docs/product-rules.md#profile-fields): what the next save
 * does with it (keep, replace, remove). A picked photo is checked by its first bytes and size, then
 * shrunk to 512 pixels and encoded afresh (AvatarImageShrinker) before it is kept: the save sends that
 * copy, never the file as picked.
 */
export class AvatarPhotoModel {
  change: AvatarChange = KEEP;
  /** A picked file that was refused (wrong type, too large, undecodable): said at once, the previous choice stays. */
  refusal: AvatarCode | null = null;
  /** The picked photo being read and shrunk: a newer pick overtakes it. */
  private readonly preparation = new LatestRequest<Blob, AvatarCode>({
    owner: { kind: 'anyone' },
    classify: (error) => (error instanceof AvatarRefusal ? error.code : 'AVATAR_UNREADABLE'),
  });
  /** The latest pick's preparation, which a save waits for. */
  private pending: Promise<unknown> = Promise.resolve();

  constructor(private readonly images: AvatarImageShrinker) {
    makeAutoObservable<AvatarPhotoModel, 'images' | 'preparation' | 'pending'>(this, {
      images: false,
      preparation: false,
      pending: false,
    });
  }

  /** The picked file to preview, if any. */
  get picked(): Blob | null {
    return this.change.kind === 'replace' ? this.change.file : null;
  }

  /** Whether a picked photo is still being read and shrunk. */
  get preparing(): boolean {
    return this.preparation.state.status === 'loading';
  }

  /** Resolves once the latest pick is kept or refused. */
  settled(): Promise<unknown> {
    return this.pending;
  }

  /**
   * A picked file: refused when its first bytes are not a PNG, JPEG or WebP, or when it is over 20 MB, or
   * when it does not decode; else shrunk and kept. Resolves once it is kept or refused.
   */
  async pick(file: Blob): Promise<void> {
    this.refusal = null;
    const run = this.preparation.run(() => this.prepare(file), {
      loaded: (prepared) => {
        this.change = { kind: 'replace', file: prepared };
      },
      failed: (code) => {
        this.refusal = code;
      },
    });
    this.pending = run;
    await run;
  }

  /** Back to the saved photo: no picked file, nothing removed. */
  keep(): void {
    this.preparation.cancel();
    this.clear();
  }

  /** Drops the picked file, or the saved photo when no file was picked. */
  remove(hasSavedPhoto: boolean): void {
    this.preparation.cancel();
    this.refusal = null;
    this.change = this.change.kind === 'replace' || !hasSavedPhoto ? KEEP : { kind: 'remove' };
  }

  /** Nothing picked, nothing refused (after a save). */
  clear(): void {
    this.refusal = null;
    this.change = KEEP;
  }

  private async prepare(file: Blob): Promise<Blob> {
    const head = new Uint8Array(await file.slice(0, AVATAR_HEAD_BYTES).arrayBuffer());
    const code = validatePickedAvatar({ size: file.size, head });
    if (code !== null) throw new AvatarRefusal(code);
    return this.images.shrink(file, AVATAR_MAX_SIDE_PX);
  }
}
