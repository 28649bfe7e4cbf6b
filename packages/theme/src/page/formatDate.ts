const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date in the reader's language: "Mar 5, 2024" in English, "2024年3月5日"
 * in Chinese. Always in UTC, so pre-rendering and hydration agree whatever
 * the time zones of the build machine and the visitor.
 *
 * The site's own two languages are written out by hand, matching what
 * Intl.DateTimeFormat gives (a test holds them to it): the first zh-CN
 * DateTimeFormat in a page loads ICU's locale and time-zone data inside the
 * hydration task. Other languages still go through Intl.
 */
export function formatDate(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
  if (y >= 1000 && y <= 9999) {
    const base = lang.toLowerCase();
    if (base === 'en' || base === 'en-us') return `${MONTHS[m]} ${day}, ${y}`;
    if (base === 'zh' || base === 'zh-cn' || base === 'zh-hans' || base === 'zh-hans-cn') return `${y}年${m + 1}月${day}日`;
  }
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d);
}
