import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders a dialog at the end of the page. The widget grid positions its cells with CSS transforms,
 * which would make a fixed backdrop drawn inside a cell cover only that cell.
 */
export function DialogPortal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
