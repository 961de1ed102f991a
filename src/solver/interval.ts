// Confidence intervals shared by the studies and the fair player's win chance.

/** Wilson score interval for k successes in n trials (95%). */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = k / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * The paired sign test, normal approximation: of the samples exactly one of two moves won,
 * did the first win clearly more (by more than z standard deviations; z ≥ 0)?
 */
export const clearlyMore = (more: number, fewer: number, z: number): boolean => more - fewer > z * Math.sqrt(more + fewer);
