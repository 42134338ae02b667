import type { PlacementUndone, RoutePlacement } from '../../../../common/contract/place-by-route';

const photos = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

/** "12 photos can be placed, 3 cannot". */
export function previewLine({ placed, unplaced }: Pick<RoutePlacement, 'placed' | 'unplaced'>): string {
  if (placed.length === 0) return unplaced === 1 ? 'The photo cannot be placed' : 'No photos can be placed';
  const can = `${photos(placed.length)} can be placed`;
  return unplaced === 0 ? can : `${can}, ${unplaced} cannot`;
}

/** The stops placed photos went to: "Under Moab and Green River." */
export function stopsLine(placed: RoutePlacement['placed']): string {
  const names = [...new Set(placed.map(({ stopName }) => stopName))];
  const shown = names.length > 3 ? names.slice(0, 2) : names;
  const rest = names.length - shown.length;
  const list =
    rest > 0
      ? `${shown.join(', ')} and ${rest} more stops`
      : shown.length > 1
        ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`
        : (shown[0] ?? '');
  return `Under ${list}.`;
}

export function placedTitle(count: number): string {
  return count === 0 ? 'No photos left to place' : `${photos(count)} placed by the route`;
}

export function undoneLine({ restored, stopsRemoved }: PlacementUndone): string {
  const back = `${photos(restored)} without a position again`;
  if (stopsRemoved === 0) return `${back}.`;
  return `${back}; ${stopsRemoved === 1 ? 'the stop made for them was' : `${stopsRemoved} stops made for them were`} removed.`;
}
