/**
 * Edit distance with adjacent transpositions counted as one edit (optimal
 * string alignment), as a typo counts in Algolia: "dokcer" is one edit from
 * "docker". Stops early and returns max + 1 once the distance exceeds max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** Edits a word may carry and still be read as another: one from 4 letters, two from 8 (Algolia's defaults). */
export const allowedTypos = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/** Vocabulary words a mistyped word may stand for, nearest first (then by closeness of length, then alphabetically). */
export function corrections(word: string, vocabulary: readonly string[], limit = 3): string[] {
  const max = allowedTypos(word);
  if (max === 0) return [];
  const found: { w: string; d: number }[] = [];
  for (const w of vocabulary) {
    const d = editDistance(word, w, max);
    if (d > 0 && d <= max) found.push({ w, d });
  }
  found.sort((x, y) => x.d - y.d || Math.abs(x.w.length - word.length) - Math.abs(y.w.length - word.length) || (x.w < y.w ? -1 : 1));
  return found.slice(0, limit).map((f) => f.w);
}
