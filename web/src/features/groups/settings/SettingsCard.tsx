import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

interface SettingsCardProps {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  tone?: 'danger';
}

/** One widget of the settings grid: a titled region, so screen-reader users can jump between them. */
export function SettingsCard({ title, icon: Icon, children, tone }: SettingsCardProps) {
  const id = useId();
  return (
    <section
      className={`workspace-settings__card${tone ? ` workspace-settings__card--${tone}` : ''}`}
      aria-labelledby={id}
    >
      <h2 id={id} className="workspace-settings__card-title">
        <Icon size={20} aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}
