import { FileInput, Spinner } from '@blueprintjs/core';
import { useId, useState, type ReactNode } from 'react';
import {
  useUploadProfilePictureMutation,
  type StaffUserFieldsFragment,
} from '../../__generated__/graphql';
import { presentError } from '../../components/errors/presentError';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { IMAGE_ACCEPT, checkImageFile, imageTypeOf } from '../../components/upload/imageRules';
import { ja } from '../../i18n/ja';
import { UserAvatar } from './UserBits';

const t = ja.users;

/** The file's bytes as base64 (the gateway takes profile pictures inside the request). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * A user's picture, their name beside it, and under the name a button to replace the picture
 * (type and size checked before it is sent).
 */
export function ProfilePicture({
  user,
  name,
  canChange = true,
}: {
  user: StaffUserFieldsFragment;
  /** The user's name where the page is about them: shown next to the picture, above the button. */
  name?: ReactNode;
  /** False for another user's picture seen by staff: shown without the button. */
  canChange?: boolean;
}) {
  const id = useId();
  const snackbar = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const [upload, { loading }] = useUploadProfilePictureMutation({ refetchQueries: ['Viewer'] });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const refused = checkImageFile(file);
    setError(refused);
    if (refused) return;
    try {
      const base64 = await base64Of(file);
      const { data } = await upload({
        variables: {
          userId: user.id,
          file: { fileName: file.name, contentType: imageTypeOf(file), base64 },
        },
      });
      if (data) snackbar.show({ message: ja.toast.user.pictureUploaded });
    } catch (e) {
      setError(presentError(e).message);
    }
  };

  return (
    <div className="app-profile-picture">
      <UserAvatar user={user} size={88} />
      <div className="app-profile-picture-side">
        {name ? <span className="app-user-head-name">{name}</span> : null}
        {canChange ? (
          <div className="app-profile-picture-change">
            <label htmlFor={id} className="app-visually-hidden">
              {t.picture}
            </label>
            <FileInput
              disabled={loading}
              text={loading ? t.uploadingPicture : t.pictureHelp}
              buttonText={t.changePicture}
              inputProps={{
                id,
                accept: IMAGE_ACCEPT,
                onChange: (e) => {
                  const input = e.currentTarget;
                  const file = input.files?.[0];
                  input.value = '';
                  void onFile(file);
                },
              }}
            />
            {loading ? <Spinner size={16} aria-label={t.uploadingPicture} /> : null}
            {error ? (
              <p role="alert" className="app-filter-error">
                {error}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
