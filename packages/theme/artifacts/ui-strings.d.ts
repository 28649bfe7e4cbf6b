// Generated from schemas/data/ui-strings.schema.json by scripts/artifact-types.mjs: edit the schema, not this file.

/**
 * UI strings of one locale (strings/<locale>.json under build/data): flat dotted keys to text.
 */
export interface UiStrings {
  [k: string]: string;
}
