import { ArrowLeft, ListPlus } from 'lucide-react';
import { MirrorPrivateHabits } from './MirrorPrivateHabits';
import type { MirrorSharing } from './mirror-data';
import { type MirrorViewer, noHabitsText } from './mirror-texts';

/**
 * The mirror with no habit to show (spec §2): why (nothing created, nothing shared, or, on your
 * own mirror, a dashboard or habits kept from the group, with the way to change that), and the way back.
 */
export function MemberNoHabits({
  viewer,
  sharing,
  onBack,
}: {
  viewer: MirrorViewer;
  sharing: MirrorSharing;
  onBack(): void;
}) {
  const text = noHabitsText(viewer, sharing);
  return (
    <div className="status-panel">
      <ListPlus size={40} aria-hidden="true" className="member-mirror__status-icon" />
      <h2 className="member-mirror__status-title">{text.title}</h2>
      <p>{text.line}</p>
      <ul className="member-mirror__hints">
        {text.hints.map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </ul>
      {viewer.isSelf && <MirrorPrivateHabits sharing={sharing} />}
      <button type="button" className="button button--primary" onClick={onBack}>
        <ArrowLeft size={16} aria-hidden="true" /> Back to Group
      </button>
    </div>
  );
}
