import { localizePath, type LocaleConfig } from '@vocedocs/theme';

/** The search page of a locale, with the query: /zh-cn/search?q=邮件. */
export function searchPagePath(locale: LocaleConfig, query: string): string {
  const base = localizePath('/search', locale);
  const q = query.trim();
  return q ? `${base}?q=${encodeURIComponent(q)}` : base;
}
