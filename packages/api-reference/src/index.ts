import './style.css';
export type * from './types';
export { ApiIndexPage } from './pages/ApiIndexPage';
export type { ApiIndexPageProps } from './pages/ApiIndexPage';
export { ApiOperationPage } from './pages/ApiOperationPage';
export type { ApiOperationPageProps } from './pages/ApiOperationPage';
export { ApiSidebar } from './components/ApiSidebar';
export type { ApiSidebarProps } from './components/ApiSidebar';
export { MethodBadge } from './components/MethodBadge';
export { SchemaTree } from './components/SchemaTree';
// The request helpers are internal; their types only here.
export type { BuiltRequest, RequestInputs, RequestBodyPart } from './request/types';
