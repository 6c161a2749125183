import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from '@aif/ui-kit';
import { Standalone } from './dev/Standalone';

// Only used when the remote runs on its own (pnpm dev); inside the portal the shell mounts ./App.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <Standalone />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
