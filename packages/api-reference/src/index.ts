export { ApiIndexPage } from './ApiIndexPage';
