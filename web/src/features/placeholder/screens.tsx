import { useParams } from 'react-router';
import { PlaceholderScreen } from './PlaceholderScreen';

/** Screens of the route table that later issues fill; each keeps its route, guard and title now. */
export function AnalyticsScreen() {
  return (
    <PlaceholderScreen title="Analytics" description="Trends, heatmaps and insights will appear here." />
  );
}

export function SettingsScreen() {
  return (
    <PlaceholderScreen
      title="Settings"
      description="Profile, notifications, privacy and appearance settings will appear here."
    />
  );
}

export function HabitPrivacyScreen() {
  const { habitId } = useParams();
  return (
    <PlaceholderScreen
      title="Settings"
      description={`Privacy settings for habit ${habitId ?? ''} will appear here.`}
    />
  );
}

export function MemberDashboardScreen() {
  return (
    <PlaceholderScreen
      title="Member Dashboard"
      description="A read-only mirror of this member's dashboard will appear here."
    />
  );
}
