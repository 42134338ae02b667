import { tileLayer } from 'leaflet';
import { useEffectEvent, useLayoutEffect, useState } from 'react';
import { useMap } from 'react-leaflet';
import { useAppConfig } from '@/lib/queries/config';
import { useOnline } from '@/lib/use-online';
import { OfflineBasemap } from './offline-basemap';

/**
 * Tiles that failed: the tile server cannot be reached (or the device has no network, where a few tiles may
 * still come from the browser's cache), and the offline map is drawn under the tiles that do come.
 */
const FAILED_TILES = 4;

/**
 * The configured tile layer, over the offline map when tiles cannot be loaded (the browser reports no network,
 * tiles fail, or `TILE_URL=offline`): the map is never a grey box.
 */
export function MapTiles() {
  const { data: config } = useAppConfig();
  const [failures, setFailures] = useState(0);
  const online = useOnline();
  if (!config?.tileUrl) return null;
  if (config.tileUrl === 'offline') return <OfflineBasemap />;
  return (
    <>
      {(!online || failures >= FAILED_TILES) && <OfflineBasemap />}
      <Tiles
        url={config.tileUrl}
        attribution={config.tileAttribution}
        onError={() => setFailures((count) => count + 1)}
      />
    </>
  );
}

interface TilesProps {
  url: string;
  attribution: string | undefined;
  onError: () => void;
}

/**
 * The tile layer, added as the map is put on the page (a layout effect) rather than among the effects React runs
 * after it: those waited behind the pins' and the page's renders, long on a slow machine, before the first
 * tile was asked for.
 */
function Tiles({ url, attribution, onError }: TilesProps) {
  const map = useMap();
  const tileFailed = useEffectEvent(onError);
  useLayoutEffect(() => {
    const layer = tileLayer(url, { attribution })
      .on('tileerror', () => tileFailed())
      .addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, url, attribution]);
  return null;
}
