// Generated from schemas/data/search-record.schema.json by scripts/artifact-types.mjs: edit the schema, not this file.

export type Text = string;
/**
 * null, or a non-empty string (minLength applies to strings only)
 */
export type OptionalText = null | string;

/**
 * One search record, in the shape DocSearch v3 reads (search/<locale>.json under build/data is a JSON array of these).
 */
export interface SearchRecord {
  objectID: string;
  hierarchy: {
    lvl0: Text;
    lvl1: Text;
    lvl2: OptionalText;
    lvl3: OptionalText;
    lvl4: OptionalText;
    lvl5: OptionalText;
    lvl6: OptionalText;
  };
  content: OptionalText;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  url: string;
  url_without_anchor: string;
  anchor: null | string;
  language: 'en' | 'zh-cn';
  docusaurus_tag: string;
  weight: {
    pageRank: number;
    level: number;
    position: number;
  };
}
