export { StatisticsWidgetPage as default } from './WidgetPages';
