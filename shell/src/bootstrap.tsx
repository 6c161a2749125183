// First: later modules may create and use zod schemas (see the module).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from '@aif/ui-kit';
import { App } from './app/App';
import { preloadFirstScreen } from './app/first-screen';
import { useSession } from './stores/session';

// Start reading the session before the first render so a returning user sees no login flash.
void useSession.getState().hydrate();
preloadFirstScreen();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The toaster and the error dialog load when AppRoutes asks (any page but sign-in) or on first use. */}
    <AppProvider hostsOnDemand>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
