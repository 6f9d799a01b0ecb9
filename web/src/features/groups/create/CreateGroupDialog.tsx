import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSingleFlight } from '../../../api/single-flight';
import { DialogTabs, type TabItem, TabPanels } from '../../../habit-editor/DialogTabs';
import { Modal } from '../../../ui/Modal';
import { NEEDS_NETWORK, useOnline } from '../../../ui/useOnline';
import { useCreateGroup } from '../data/group-actions';
import { AppearancePanel, DetailsPanel, SettingsPanel, type UpdateGroupForm } from './GroupFormPanels';
import {
  canSubmitGroup,
  createGroupErrorText,
  emptyGroupForm,
  type GroupForm,
  type GroupFormErrors,
  groupPayload,
  validateGroupForm,
} from './group-form';
// The tab strip, panels, swatches and choice cards are the habit dialog's: one look for both dialogs.
import '../../../habit-editor/habit-dialog.css';
import './create-group.css';

type TabId = 'details' | 'appearance' | 'settings';

const TABS: readonly TabItem<TabId>[] = [
  { id: 'details', label: 'Details' },
  { id: 'appearance', label: 'Appearance' },
  { id: 'settings', label: 'Settings' },
];

/**
 * Spec §2 Create Group dialog, §4 Create group. Creating needs the server (ARCHITECTURE §1). On
 * success the new group joins the shared list at once and the person lands on it; on failure the
 * dialog stays open with what was typed, and says why (the spec only logs it, which leaves the
 * person wondering).
 */
export function CreateGroupDialog({ onClose }: { onClose(): void }) {
  const baseId = useId();
  const navigate = useNavigate();
  const online = useOnline();
  const [form, setForm] = useState<GroupForm>(emptyGroupForm);
  const [errors, setErrors] = useState<GroupFormErrors>({});
  const [tab, setTab] = useState<TabId>('details');
  const creation = useCreateGroup();
  const create = useSingleFlight(creation);
  const saving = creation.isPending;
  const failure = creation.error ? createGroupErrorText(creation.error) : null;
  const idFor = (kind: 'tab' | 'panel', id: TabId) => `${baseId}-${kind}-${id}`;

  const update: UpdateGroupForm = (key, value) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key === 'name') setErrors((current) => ({ ...current, name: undefined }));
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const found = validateGroupForm(form);
    setErrors(found);
    if (found.name) {
      setTab('details');
      return;
    }
    if (creation.isPending || !online) return;
    create(groupPayload(form)).then(
      (group) => {
        setForm(emptyGroupForm());
        onClose();
        navigate(`/app/groups/${group._id}`);
      },
      (error: unknown) => console.error('Failed to create group:', error),
    );
  };

  // With the name blank the Create button is disabled, and a form whose submit button is disabled
  // ignores Enter. Enter in a field still means "create", so it shows why nothing happened.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const field = event.target;
    if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || field.type === 'checkbox') return;
    if (canSubmitGroup(form, saving)) return;
    event.preventDefault();
    if (!saving) setErrors(validateGroupForm(form));
  };

  const panels: Record<TabId, () => ReactNode> = {
    details: () => <DetailsPanel form={form} update={update} errors={errors} />,
    appearance: () => <AppearancePanel form={form} update={update} />,
    settings: () => <SettingsPanel form={form} update={update} />,
  };

  return (
    // Closing while the request is out would leave its answer nowhere to go.
    <Modal title="Create Group" onClose={() => !saving && onClose()}>
      <form className="form habit-dialog create-group" noValidate onSubmit={submit} onKeyDown={onKeyDown}>
        <DialogTabs<TabId> label="New group" tabs={TABS} active={tab} onSelect={setTab} idFor={idFor} />
        <TabPanels tabs={TABS} active={tab} idFor={idFor} render={(id) => panels[id]()} />
        {failure && (
          <p className="create-group__failure" role="alert">
            {failure}
          </p>
        )}
        {!online && (
          <p id={`${baseId}-offline`} className="habit-dialog__note">
            {NEEDS_NETWORK}
          </p>
        )}
        <div className="button-row habit-dialog__actions dialog-actions">
          <button type="button" className="button button--outline" disabled={saving} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={!canSubmitGroup(form, saving) || !online}
            title={online ? undefined : NEEDS_NETWORK}
            aria-describedby={online ? undefined : `${baseId}-offline`}
          >
            {saving ? 'Creating...' : 'Create Group'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
