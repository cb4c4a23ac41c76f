import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSessionRefresh } from './lib/auth/auth-provider';
import { registerServiceWorker } from './lib/pwa/service-worker';
import './index.css';

// the session's round trip starts now, beside the first render rather than after it
startSessionRefresh();

// a transition: React renders the first screen in slices of a few ms and yields to the browser between them, not
// in one task that blocks input for 80 ms and more on a phone (Lighthouse's Total Blocking Time)
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

registerServiceWorker();
