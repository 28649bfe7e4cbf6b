/** A response body for display: JSON pretty-printed (once complete), anything else as it came. */
export function prettyBody(text: string, contentType: string, done = true): { text: string; json: boolean } {
  const looksJson = /[/+]json\b/i.test(contentType) || /^\s*[[{]/.test(text);
  if (done && looksJson && text.trim()) {
    try {
      return { text: JSON.stringify(JSON.parse(text), null, 2), json: true };
    } catch {
      /* not JSON after all */
    }
  }
  return { text, json: false };
}
