export { DataWidgetPage as default } from './WidgetPages';
