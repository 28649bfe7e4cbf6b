export { loadWidget, welcomeFor, WIDGET_ELEMENT_IDS } from './loadWidget';
export type { WidgetOptions } from './loadWidget';
export { ChatWidget } from './ChatWidget';
