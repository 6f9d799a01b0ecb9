import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

interface NamedPage {
  pathname: string;
  title: string;
}

const PageTitleContext = createContext<((page: NamedPage) => void) | null>(null);
const NamedPageContext = createContext<NamedPage | null>(null);

/** Holds the title the open page gave itself, for the app's top bar. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [named, setNamed] = useState<NamedPage | null>(null);
  return (
    <PageTitleContext.Provider value={setNamed}>
      <NamedPageContext.Provider value={named}>{children}</NamedPageContext.Provider>
    </PageTitleContext.Provider>
  );
}

/**
 * Names the page: the document title (the tab, the app switcher, a screen reader's first words)
 * and, inside the app, the top bar. An empty title leaves the document titled 'Habitat'.
 */
export function usePageTitle(title: string): void {
  const setNamed = useContext(PageTitleContext);
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = title ? `${title} · Habitat` : 'Habitat';
    if (title) setNamed?.({ pathname, title });
  }, [title, pathname, setNamed]);
}

/**
 * The title the page at `pathname` gave itself, if it has. A title kept from the previous page is
 * ignored, so a screen that is still loading never wears the last one's name.
 */
export function useNamedPage(pathname: string): string | undefined {
  const named = useContext(NamedPageContext);
  return named?.pathname === pathname ? named.title : undefined;
}
