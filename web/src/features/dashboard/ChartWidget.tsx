export { ChartWidgetPage as default } from './WidgetPages';
