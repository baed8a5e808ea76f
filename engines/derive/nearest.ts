// "Did you mean …?" for unknown ids: the closest ids by edit distance.

export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length];
}

/** Up to `max` ids within a third of the query's length in edits, closest first. */
export function nearestIds(query: string, ids: string[], max = 3): string[] {
  const q = query.toLowerCase().slice(0, 64);
  const limit = Math.max(2, Math.ceil(q.length / 3));
  return ids
    .map((id) => ({ id, d: id.includes(q) || q.includes(id) ? 0.5 : editDistance(q, id) }))
    .filter((x) => x.d <= limit)
    .sort((a, b) => a.d - b.d || a.id.localeCompare(b.id))
    .slice(0, max)
    .map((x) => x.id);
}
