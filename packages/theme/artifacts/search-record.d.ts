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
  /**
   * url_without_anchor, plus "#" and the anchor when there is one (checked in Go).
   */
  url: string;
  url_without_anchor: string;
  anchor: null | string;
  /**
   * The modal filters on it.
   */
  language: 'en' | 'zh-cn';
  /**
   * The docs tag the modal filters on: docs-default-current for a doc page, default for the API reference.
   */
  docusaurus_tag: string;
  weight: {
    pageRank: number;
    level: number;
    position: number;
  };
}
