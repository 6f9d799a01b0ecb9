import { profileNameError } from '@habitat/domain';
import type { User } from '@habitat/protocol';
import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { removeAvatar, updateName, uploadAvatar } from '../../../api/profile-api';
import { useAuth } from '../../../session/AuthProvider';
import { Avatar } from '../../../ui/Avatar';
import { Modal } from '../../../ui/Modal';
import { NetworkFormFooter } from '../../../ui/NetworkFormFooter';
import { TextField } from '../../../ui/TextField';
import { useOnline } from '../../../ui/useOnline';
import { type ShrunkPicture, shrinkPicture } from './shrink-picture';
import { useDialogSave } from './useDialogSave';

type PictureChange = { kind: 'keep' } | { kind: 'upload'; picture: ShrunkPicture } | { kind: 'remove' };

/**
 * Settings → Edit Profile: the name people see in groups, and a picture (a photo from the device,
 * shrunk here to a small square) or none, which shows the first letter of the name. Saved on the
 * server, so it needs the network.
 */
export function EditProfileDialog({ user, onClose }: { user: User; onClose(): void }) {
  const { setUser } = useAuth();
  const online = useOnline();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(user.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [picture, setPicture] = useState<PictureChange>({ kind: 'keep' });
  const { busy, failure, setFailure, save: saveOnServer, close } = useDialogSave(onClose);

  const avatar =
    picture.kind === 'upload' ? picture.picture.dataUrl : picture.kind === 'remove' ? null : user.avatar;
  const shown = { ...user, name, avatar };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    try {
      setPicture({ kind: 'upload', picture: await shrinkPicture(file) });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = profileNameError(name);
    setNameError(problem);
    if (problem) return;
    await saveOnServer(async () => {
      let saved = user;
      if (picture.kind === 'upload')
        saved = await uploadAvatar(picture.picture.contentType, picture.picture.data);
      if (picture.kind === 'remove') saved = await removeAvatar();
      if (name.trim() !== user.name) saved = await updateName(name.trim());
      setUser(saved);
      return 'Profile updated successfully!';
    }, 'Failed to update profile. Please try again.');
  };

  return (
    <Modal title="Edit Profile" size="sm" onClose={close}>
      <form className="form profile-dialog" noValidate onSubmit={save} aria-busy={busy}>
        <div className="profile-dialog__picture">
          <Avatar user={shown} className="settings-avatar settings-avatar--large" />
          <div className="profile-dialog__picture-actions">
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              className="visually-hidden"
              aria-label="Choose a photo"
              tabIndex={-1}
              onChange={choose}
            />
            <button
              type="button"
              className="button button--outline button--sm"
              onClick={() => fileInput.current?.click()}
              disabled={busy}
            >
              <Camera size={16} aria-hidden="true" />{' '}
              {user.avatar || picture.kind === 'upload' ? 'Change photo' : 'Add photo'}
            </button>
            {(picture.kind === 'upload' || (picture.kind === 'keep' && user.avatar)) && (
              <button
                type="button"
                className="button button--outline button--sm"
                onClick={() => setPicture(user.avatar ? { kind: 'remove' } : { kind: 'keep' })}
                disabled={busy}
              >
                <Trash2 size={16} aria-hidden="true" /> Remove photo
              </button>
            )}
          </div>
        </div>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(value) => {
            setName(value);
            setNameError(undefined);
          }}
          error={nameError}
        />
        <NetworkFormFooter
          failure={failure}
          sending={busy}
          blocked={busy || !online}
          submitLabel={'Save Profile'}
          busyLabel="Saving..."
          onCancel={close}
          className="button-row dialog-actions"
        />
      </form>
    </Modal>
  );
}
