// Generated from schemas/data/sidebar.schema.json by scripts/artifact-types.mjs: edit the schema, not this file.

/**
 * The tutorial sidebar of one locale: sidebar/<locale>.json under build/data.
 */
export interface SidebarData {
  locale: string;
  items: SidebarItem[];
}
export interface SidebarItem {
  type: 'doc' | 'category' | 'link';
  label: string;
  href?: string;
  docId?: string;
  collapsed?: boolean;
  items?: SidebarItem[];
}
