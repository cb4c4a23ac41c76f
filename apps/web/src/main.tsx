import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSessionRefresh } from './lib/auth/auth-provider';
import { registerServiceWorker } from './lib/pwa/service-worker';
import './index.css';

// the session's round trip starts now, beside the first render rather than after it
startSessionRefresh();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
