import type { HabitRecord } from '@habitat/domain';
import { ArrowLeft, SearchX, WifiOff } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useGroupList } from '../../../data/useGroupList';
import { usePageTitle } from '../../../ui/page-title';
import { useOnline } from '../../../ui/useOnline';
import { HabitSummaryCard } from './HabitSummaryCard';
import { FALLBACK_CLOSE_PATH, habitGroup, habitIdFromPath, PRIVACY_TEXTS } from './habit-privacy';
import { PrivacySwitch } from './PrivacySwitch';
import { ShareLevelChoice } from './ShareLevelChoice';
import { useHabitRecord } from './useHabitRecord';
import { usePrivacyForm } from './usePrivacyForm';
import './habit-privacy.css';

/**
 * Settings opened on one habit's privacy (spec §2). The habit is personal synced data, read from
 * the local database, so the screen opens and saves offline too.
 */
export function HabitPrivacyPage() {
  usePageTitle('Habit Privacy');
  // Spec §2: the id is the last URL segment, whatever route pattern led here.
  const habitId = habitIdFromPath(useLocation().pathname);
  const lookup = useHabitRecord(habitId);

  return (
    <section className="page habit-privacy">
      <header className="page__header habit-privacy__header">
        <p className="habit-privacy__eyebrow">Settings</p>
        <h1 className="page__title">Habit Privacy</h1>
        <p className="habit-privacy__muted">Choose what your groups see of this habit.</p>
      </header>
      {lookup.status === 'loading' && (
        <p className="habit-privacy__card habit-privacy__status" role="status">
          <span className="spinner" aria-hidden="true" /> {PRIVACY_TEXTS.loading}
        </p>
      )}
      {lookup.status === 'missing' && <HabitMissing />}
      {lookup.status === 'found' && <PrivacyForm key={lookup.habit.id} habit={lookup.habit} />}
    </section>
  );
}

function HabitMissing() {
  const navigate = useNavigate();
  return (
    <div className="habit-privacy__card habit-privacy__status habit-privacy__status--column" role="alert">
      <SearchX size={32} aria-hidden="true" />
      <h2 className="habit-privacy__status-title">{PRIVACY_TEXTS.notFoundTitle}</h2>
      <p className="habit-privacy__muted">{PRIVACY_TEXTS.notFound}</p>
      <button type="button" className="button button--primary" onClick={() => navigate(FALLBACK_CLOSE_PATH)}>
        <ArrowLeft size={18} aria-hidden="true" /> Back to Groups
      </button>
    </div>
  );
}

function PrivacyForm({ habit }: { habit: HabitRecord }) {
  const headingId = useId();
  const online = useOnline();
  const { groups } = useGroupList();
  const form = usePrivacyForm(habit);
  const saving = form.saveState === 'saving';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };

  return (
    <form
      className="habit-privacy__form"
      onSubmit={onSubmit}
      aria-label={`Privacy settings for ${habit.name}`}
      aria-busy={saving}
    >
      <HabitSummaryCard habit={habit} group={habitGroup(habit, groups)} headingId={headingId} />
      <ShareLevelChoice
        value={form.draft.shareProgress}
        disabled={saving}
        onChange={(level) => form.update('shareProgress', level)}
      />
      <fieldset className="habit-privacy__card habit-privacy__fieldset" disabled={saving}>
        <legend className="habit-privacy__legend">Interaction</legend>
        <PrivacySwitch
          label="Allow Encouragements"
          description="Group members can send you encouragements on this habit."
          checked={form.draft.allowInteraction}
          disabled={saving}
          onChange={(checked) => form.update('allowInteraction', checked)}
        />
        <PrivacySwitch
          label="Show in Activity Feed"
          description="Your check-ins of this habit appear in the group's recent activity."
          checked={form.draft.shareInActivity}
          disabled={saving}
          onChange={(checked) => form.update('shareInActivity', checked)}
        />
      </fieldset>
      {!online && (
        <p className="habit-privacy__offline" role="status">
          <WifiOff size={16} aria-hidden="true" /> You're offline. Saved changes stay on this device and sync
          when you reconnect.
        </p>
      )}
      <div className="habit-privacy__actions">
        <p className="habit-privacy__save-status" aria-live="polite">
          {form.dirty ? 'Unsaved changes' : ''}
        </p>
        <button type="button" className="button button--outline" onClick={form.cancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  );
}

export { HabitPrivacyPage as Component };
