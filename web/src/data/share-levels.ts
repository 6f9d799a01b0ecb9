import type { ShareProgress } from '@habitat/domain';
import { mutateLocal } from './mutations';

/**
 * Stores the share levels picked while choosing what to share with a group (issue 27). Local
 * writes: they show at once and reach the server with the next sync, like the habit privacy page.
 */
export async function saveShareLevels(
  changes: readonly { id: string; level: ShareProgress }[],
): Promise<void> {
  for (const change of changes) {
    await mutateLocal('habit.setWorkspaceSettings', {
      id: change.id,
      settings: { shareProgress: change.level },
    });
  }
}
