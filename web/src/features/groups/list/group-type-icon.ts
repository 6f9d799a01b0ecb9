import type { GroupType } from '@habitat/domain';
import {
  Briefcase,
  Dumbbell,
  GraduationCap,
  HeartHandshake,
  House,
  type LucideIcon,
  User,
  Users,
} from 'lucide-react';

/** One icon per group type, shared by the list's cards and the create dialog's preview. */
export const GROUP_TYPE_ICONS: Readonly<Record<GroupType, LucideIcon>> = {
  personal: User,
  team: Briefcase,
  family: House,
  fitness: Dumbbell,
  study: GraduationCap,
  community: HeartHandshake,
};

/** A type from elsewhere (an older server) still gets an icon rather than breaking the card. */
export function groupTypeIcon(type: string): LucideIcon {
  return (GROUP_TYPE_ICONS as Readonly<Record<string, LucideIcon>>)[type] ?? Users;
}
