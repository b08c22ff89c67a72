// First: zod's configuration must be in place before any module builds a schema.
import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { AppProviders } from '@/app/providers';
import { PanelRouter } from '@/app/panel-router';
import { AppRoutes } from '@/app/router';
import { createBlockingHistory } from '@/lib/blocking-history';
import { applyTheme } from '@/lib/theme';
import './styles.css';

// public/theme-init.js already set the class before paint; this keeps it right if that script was skipped.
applyTheme();

// The history `BrowserRouter` would create, able to hold a navigation for the unsaved-changes confirmation.
const history = createBlockingHistory(createBrowserHistory({ v5Compat: true }));
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <PanelRouter history={history}>
        <AppRoutes />
      </PanelRouter>
    </AppProviders>
  </StrictMode>,
);
