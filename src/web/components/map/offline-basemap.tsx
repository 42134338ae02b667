import { canvas, divIcon, type LatLngBounds } from 'leaflet';
import { useMemo } from 'react';
import { GeoJSON, Marker, Pane, useMap } from 'react-leaflet';
import { useBasemapTowns } from '@/lib/queries/basemap-towns';
import { useNaturalEarth } from '@/lib/queries/natural-earth';
import { useMapView } from './use-map-view';

export const OFFLINE_ATTRIBUTION = 'Offline map · Natural Earth, towns from the gazetteer';
const COUNTRY_STYLE = { color: '#94a3b8', weight: 1, fillColor: '#f1f5f4', fillOpacity: 1 };
/** Below the tiles (200), so tiles that come back later draw over it. */
const PANE_Z_INDEX = 150;
const TOWN_LABELS = 25;
/** The room a town's name takes on screen, roughly: names closer than this to a larger town are left out. */
const LABEL_WIDTH = 90;
const LABEL_HEIGHT = 18;

const boxOf = (bounds: LatLngBounds) => ({
  west: Math.max(-180, bounds.getWest()),
  south: Math.max(-90, bounds.getSouth()),
  east: Math.min(180, bounds.getEast()),
  north: Math.min(90, bounds.getNorth()),
});

/**
 * The map drawn without tiles: Natural Earth's countries over a sea blue, and the largest towns of the
 * gazetteer in view, named. Used when no tile server is configured (`TILE_URL=offline`) or tiles fail to load.
 */
export function OfflineBasemap() {
  const countries = useNaturalEarth(true);
  const renderer = useMemo(() => canvas({ pane: 'offline-basemap' }), []);
  return (
    <Pane name="offline-basemap" style={{ zIndex: PANE_Z_INDEX, background: '#cfe3ef' }}>
      {countries.data && (
        <GeoJSON
          data={countries.data}
          style={COUNTRY_STYLE}
          interactive={false}
          attribution={OFFLINE_ATTRIBUTION}
          // Leaflet passes the renderer on to each country's path.
          {...({ renderer } as object)}
        />
      )}
      <TownLabels />
    </Pane>
  );
}

function TownLabels() {
  const map = useMap();
  const { bounds } = useMapView();
  const box = useMemo(() => boxOf(bounds), [bounds]);
  const towns = useBasemapTowns(box, TOWN_LABELS);
  // Largest first, each name kept only where it does not cover one already placed.
  const placed: { x: number; y: number }[] = [];
  const shown = (towns.data ?? []).filter((town) => {
    const { x, y } = map.latLngToContainerPoint([town.lat, town.lon]);
    if (placed.some((other) => Math.abs(other.x - x) < LABEL_WIDTH && Math.abs(other.y - y) < LABEL_HEIGHT)) {
      return false;
    }
    placed.push({ x, y });
    return true;
  });
  return shown.map((town) => (
    <Marker
      key={`${town.name}:${town.lat}:${town.lon}`}
      position={[town.lat, town.lon]}
      interactive={false}
      keyboard={false}
      pane="offline-basemap"
      icon={divIcon({
        className: 'offline-town',
        html: `<span></span>${escapeHtml(town.name)}`,
        iconSize: undefined,
        iconAnchor: [3, 3],
      })}
    />
  ));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
