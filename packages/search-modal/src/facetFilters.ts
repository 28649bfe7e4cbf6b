/** facetFilters of every search: the page's language, and either docs tag (the current docs and the other pages). */
export function facetFiltersFor(locale: string): (string | string[])[] {
  return [`language:${locale}`, ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
}
