import { browserClient } from './sdk-client/bequest';
import { startApp } from './app/start-app';
import './styles/index.css';

void startApp(document.getElementById('root') as HTMLElement, browserClient());
