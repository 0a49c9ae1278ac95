import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { PersonalDataViewModel } from '../../../application/profile/personal-data.view-model';
import { AVATAR_TYPES } from '../../../domain/validation/avatar-validation';
import { safeImageUrl } from '../../../domain/navigation/safe-image-url';
import { profileFieldMessage } from './profile-messages';

const DEFAULT_PHOTO = '/images/default-avatar.svg';
const PREVIEW_SIZE = 96;

/** The picked file, shown through an object URL that is revoked when the file changes or the preview unmounts. */
function PickedPreview({ file, alt }: { file: Blob; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current !== null) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <img ref={image} className="avatar profile-photo__image" alt={alt} width={PREVIEW_SIZE} height={PREVIEW_SIZE} />
  );
}

/** The photo: a preview of the picked file (or the saved photo), a picker, and a way to remove it. */
export const ProfilePhotoField = observer(function ProfilePhotoField({ vm }: { vm: PersonalDataViewModel }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const picked = vm.pickedPhoto;
  const saved = vm.avatar.kind === 'remove' ? null : safeImageUrl(vm.savedPhoto, window.location.origin);
  const shown = picked ?? saved;
  const error = vm.errorOf('avatar');
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file !== undefined) void vm.pickAvatar(file);
    // The same file picked again must fire a change too.
    event.target.value = '';
  };
  const status = vm.preparingAvatar
    ? t`Preparing your photo…`
    : picked !== null
      ? t`Save your personal data to keep this photo.`
      : vm.avatar.kind === 'remove'
        ? t`The photo will be removed when you save.`
        : null;
  return (
    <div className={error ? 'profile-photo profile-photo--invalid' : 'profile-photo'}>
      {picked !== null ? (
        <PickedPreview file={picked} alt={t`Your new photo`} />
      ) : (
        <img
          className="avatar profile-photo__image"
          src={saved ?? DEFAULT_PHOTO}
          alt={saved === null ? t`No photo` : t`Your photo`}
          width={PREVIEW_SIZE}
          height={PREVIEW_SIZE}
        />
      )}
      <div className="profile-photo__body">
        <div className="profile-photo__actions">
          <label className="button button--light profile-photo__pick">
            {shown === null ? t`Choose a photo` : t`Change photo`}
            <input
              className="visually-hidden"
              type="file"
              accept={AVATAR_TYPES.join(',')}
              aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
              aria-invalid={error ? true : undefined}
              onChange={onPick}
            />
          </label>
          {picked !== null || vm.avatar.kind === 'remove' ? (
            <button type="button" className="button button--light" onClick={() => vm.keepAvatar()}>
              {picked !== null ? t`Cancel new photo` : t`Keep my photo`}
            </button>
          ) : saved !== null ? (
            <button type="button" className="button button--light" onClick={() => vm.removeAvatar()}>
              {t`Remove photo`}
            </button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="field__hint">
          {t`PNG, JPEG or WebP, up to 20 MB.`}{' '}
          {t`Before it is sent, your photo is made smaller (512 pixels) and saved anew, without its hidden details such as where it was taken.`}
        </p>
        <p className="field__hint" role="status">
          {status}
        </p>
        {error ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {i18n._(profileFieldMessage(error))}
          </p>
        ) : null}
      </div>
    </div>
  );
});
