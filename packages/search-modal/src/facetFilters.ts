/** The docs tags a search is limited to: the current docs and the other pages. */
export const DOC_TAGS = ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'];

/** facetFilters of every search: the page's language, and any of the docs tags. */
export function facetFiltersFor(locale: string): (string | string[])[] {
  return [`language:${locale}`, [...DOC_TAGS]];
}
