import { Construction } from 'lucide-react';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/** A real route whose screen arrives in a later release: it says so instead of pretending. */
export function PlaceholderScreen({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title);
  return (
    <section className="page">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
      </header>
      <div className="placeholder-card">
        <Construction size={28} aria-hidden="true" />
        <p>{description}</p>
      </div>
    </section>
  );
}
