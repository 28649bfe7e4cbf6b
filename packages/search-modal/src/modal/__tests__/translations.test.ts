import { describe, expect, it } from 'vitest';
import en from '../../strings/en.json';
import zh from '../../strings/zh-cn.json';
import { docSearchTranslations } from '../translations';

describe('docSearchTranslations', () => {
  it("gives every DocSearch text of the modal from the locale's strings", () => {
    const t = docSearchTranslations(zh);
    expect(t.startScreen?.noRecentSearchesText).toBe(zh['search.modal.startScreen.noRecentSearchesText']);
    expect(t.errorScreen?.titleText).toBe(zh['search.modal.errorScreen.titleText']);
    const groups = docSearchTranslations(en);
    expect(Object.keys(groups).sort()).toEqual(['errorScreen', 'footer', 'noResultsScreen', 'searchBox', 'startScreen']);
    expect(Object.values(groups).flatMap((g) => Object.keys(g)).length).toBe(25);
  });

  it('leaves out the strings that are not DocSearch texts', () => {
    expect(docSearchTranslations({ 'search.modal.placeholder': 'x', 'search.page.title': 'y' })).toEqual({});
  });
});
