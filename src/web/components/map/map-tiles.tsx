import { useState } from 'react';
import { TileLayer } from 'react-leaflet';
import { useAppConfig } from '@/lib/queries/config';
import { OfflineBasemap } from './offline-basemap';

/** Tiles that fail before any loads: the tile server cannot be reached, and the offline map stands in. */
const FAILED_TILES = 4;

/**
 * The configured tile layer, over the offline map when tiles cannot be loaded (no network, or
 * `TILE_URL=offline`): the map is never a grey box.
 */
export function MapTiles() {
  const { data: config } = useAppConfig();
  const [failures, setFailures] = useState(0);
  const [loaded, setLoaded] = useState(false);
  if (!config?.tileUrl) return null;
  if (config.tileUrl === 'offline') return <OfflineBasemap />;
  return (
    <>
      {!loaded && failures >= FAILED_TILES && <OfflineBasemap />}
      <TileLayer
        url={config.tileUrl}
        attribution={config.tileAttribution}
        eventHandlers={{
          tileload: () => setLoaded(true),
          tileerror: () => setFailures((count) => count + 1),
        }}
      />
    </>
  );
}
