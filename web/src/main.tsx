import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { browserClient } from './sdk-client/bequest';
import { App } from './app/App';
import { routes } from './app/routes';
import './styles/index.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App client={browserClient()} router={createBrowserRouter(routes)} />
  </StrictMode>,
);
