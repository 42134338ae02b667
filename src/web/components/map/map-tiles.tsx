import { useRef } from 'react';
import { TileLayer } from 'react-leaflet';
import { useAppConfig } from '@/lib/queries/config';

/** The configured tile layer; when tiles cannot load the map keeps its markers and lines. */
export function MapTiles() {
  const { data: config } = useAppConfig();
  const warned = useRef(false);
  if (!config?.tileUrl) return null;
  return (
    <TileLayer
      url={config.tileUrl}
      attribution={config.tileAttribution}
      eventHandlers={{
        tileerror: () => {
          if (warned.current) return;
          warned.current = true;
          console.warn('Map tiles could not be loaded from', config.tileUrl);
        },
      }}
    />
  );
}
