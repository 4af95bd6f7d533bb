/**
 * The Wilson score interval at 95% for `wins` out of `games`.
 *
 * @param wins - the wins, a shared win counting as its share.
 * @param games - the games played.
 */
export function wilson(wins: number, games: number): [number, number] {
  const z = 1.96;
  const p = wins / games;
  const centre = (p + (z * z) / (2 * games)) / (1 + (z * z) / games);
  const half = (z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games))) / (1 + (z * z) / games);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
