import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './session/launch';
import { router } from './app/router';
import { readPreferences } from './theme/preferences-store';
import { ThemeProvider } from './theme/ThemeProvider';
import { applyTheme, resolveTheme, systemTheme } from './theme/theme';
import { ToastProvider } from './ui/toast/ToastProvider';
// Listens from the first moment: the browser offers its install prompt once, often before any screen.
import './ui/install/install-prompt';
import './styles/global.css';

// The remembered theme is applied before the first paint, so a dark-theme user never sees a light flash.
applyTheme(resolveTheme(readPreferences().theme, systemTheme()));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ThemeProvider>
  </StrictMode>,
);
