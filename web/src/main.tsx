import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import './theme/presets.css';
import './theme/app.css';
import { App } from './app/App';
import { ja } from './i18n/ja';
import { guardIconLoader } from './theme/icons';

guardIconLoader();
document.title = ja.app.name;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
