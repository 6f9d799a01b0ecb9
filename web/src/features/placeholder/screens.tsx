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
