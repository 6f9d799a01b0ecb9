import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { WidgetErrorBoundary } from '../../../widgets/WidgetErrorBoundary';

/**
 * A widget's card on the mirror: the shared frame's look without its pencil, delete and drag
 * handle (spec §6: read-only mode hides every edit control).
 */
export function MirrorWidgetFrame({
  type,
  title,
  children,
}: {
  type: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="widget member-mirror__widget" aria-label={title} data-widget={type}>
      <header className="widget__header member-mirror__widget-header">
        <h2 className="widget__title">{title}</h2>
        <span className="member-mirror__readonly">
          <Eye size={14} aria-hidden="true" /> Read-only
        </span>
      </header>
      <div className="widget__body">
        <WidgetErrorBoundary title="Widget Error" detail={type}>
          {children}
        </WidgetErrorBoundary>
      </div>
    </section>
  );
}
