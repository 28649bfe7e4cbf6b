export { loadWidget, welcomeFor } from './loadWidget';
export type { WidgetOptions } from './loadWidget';
