import { browserClient } from './sdk-client/bequest';
import { startApp } from './app/start-app';
import { reportUncaughtErrors } from './error-reports/report-error';
import './styles/index.css';

reportUncaughtErrors(window);
void startApp(document.getElementById('root') as HTMLElement, browserClient());
