import type { DocSearchTranslations } from '@docsearch/react';
import type { UiStrings } from '@vocedocs/theme';

type Translations = NonNullable<DocSearchTranslations['modal']>;

/**
 * DocSearch's modal texts from the locale's strings: `search.modal.<group>.<name>`
 * is DocSearch's `<group>.<name>` (the strings files list them all). A text the
 * locale lacks keeps DocSearch's English default, which en.json repeats.
 */
export function docSearchTranslations(strings: UiStrings): Translations {
  const groups: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(strings)) {
    const m = /^search\.modal\.(\w+)\.(\w+)$/.exec(key);
    if (m) (groups[m[1]] ??= {})[m[2]] = text;
  }
  return groups as Translations;
}
