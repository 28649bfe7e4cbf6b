export type * from './types';

// Routing
export { Router, useRouter, useOptionalRouter } from './router/Router';
export type { Loaders, Location, RouterState, RouterProps } from './router/Router';
export { Link } from './router/Link';
export type { LinkProps } from './router/Link';
export { normalizePath, localeOf, switchLocale, alternateHref, localizePath, routeDataUrl } from './router/paths';
export { canPrefetch, observeForPrefetch } from './router/prefetch';
export { isChunkLoadError } from './router/chunkReload';
export { retryableImport } from './router/retryableImport';
export { loadOnce } from './router/loadOnce';

// Strings, colour mode, hooks
export { useStrings } from './i18n/useStrings';
export { useColorMode, COLOR_MODE_KEY } from './color/useColorMode';
export type { ColorMode } from './color/useColorMode';
export { ColorModeToggle } from './color/ColorModeToggle';
export { useHydrated } from './hooks/useHydrated';
export { storage } from './hooks/storage';
export { Icon } from './icons';
export type { IconName } from './icons';

// Markdown components
export { Body, renderNode } from './content/Body';
export { CodeBlock } from './content/CodeBlock';
export type { CodeBlockProps } from './content/CodeBlock';
export { Admonition } from './content/Admonition';
export { Tabs } from './content/Tabs';
export { Diagram } from './content/Diagram';
export { DocCards } from './content/DocCards';
export type { DocCardItem } from './content/DocCards';
export { Downloads } from './content/Downloads';
export type { DownloadItem } from './content/Downloads';
export { HeadingAnchor } from './content/HeadingAnchor';

// Shell
export { Layout, SIDEBAR_HIDDEN_KEY } from './layout/Layout';
export type { LayoutProps } from './layout/Layout';
export { Navbar, NavbarItems, Brand } from './layout/Navbar';
export type { NavbarProps } from './layout/Navbar';
export { LocaleDropdown } from './layout/LocaleDropdown';
export { OpenSearchButton, OPEN_SEARCH_EVENT } from './layout/OpenSearchButton';
export type { OpenSearchButtonProps } from './layout/OpenSearchButton';
export { Sidebar, SidebarCategory, type SidebarCategoryProps } from './layout/Sidebar';
export { Collapsible } from './layout/Collapsible';
export { Footer } from './layout/Footer';
export { AnnouncementBar, ANNOUNCEMENT_KEY } from './layout/AnnouncementBar';
export { ProgressBar } from './layout/ProgressBar';
export { BackToTop } from './layout/BackToTop';

// Pages
export { DocPage } from './page/DocPage';
export type { DocPageProps } from './page/DocPage';
export { CopyPage } from './page/CopyPage';
export type { CopyPageProps } from './page/CopyPage';
export { Breadcrumbs } from './page/Breadcrumbs';
export { Pager, PagerLink } from './page/Pager';
export { Toc, TocCollapsible, useActiveHeading } from './page/Toc';
export { formatDate } from './page/formatDate';
export { NotFound } from './page/NotFound';
export { ErrorBoundary, CrashPage } from './page/ErrorBoundary';
export type { CrashPageProps } from './page/ErrorBoundary';
