import type { InputHTMLAttributes, Ref } from 'react';
import { useStrings } from '@vocedocs/theme';
import { MAX_QUERY_LENGTH } from './queryParam';

export interface SearchFormProps {
  inputId: string;
  inputRef: Ref<HTMLInputElement>;
  /** How the box is driven: defaultValue in the shell, value and onChange in the live page. */
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'>;
}

/**
 * The search page's heading and box, shared by the pre-rendered shell and
 * the live page so that the hand-over changes nothing on screen.
 */
export function SearchForm({ inputId, inputRef, input }: SearchFormProps) {
  const t = useStrings();
  return (
    <>
      <h1 className="voce-search-page__title">{t('search.page.title', 'Search the documentation')}</h1>
      <form className="voce-search-page__form" role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="voce-search-page__label" htmlFor={inputId}>
          {t('search.page.inputLabel', 'Search')}
        </label>
        <input
          {...input}
          ref={inputRef}
          id={inputId}
          className="voce-search-page__input"
          type="search"
          name="q"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('search.page.placeholder', 'Type your search here')}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
        />
      </form>
    </>
  );
}
