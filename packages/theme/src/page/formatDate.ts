/**
 * A date in the reader's language: "Mar 5, 2024" in English, "2024年3月5日"
 * in Chinese. Always in UTC, so pre-rendering and hydration agree whatever
 * the time zones of the build machine and the visitor.
 */
export function formatDate(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d);
}
