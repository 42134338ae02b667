import { canvas } from 'leaflet';
import { useLayoutEffect, useMemo } from 'react';
import { GeoJSON, Pane, useMap } from 'react-leaflet';
import { BASEMAP } from '@/lib/basemap-style';
import { useNaturalEarth } from '@/lib/queries/natural-earth';
import { TownLabels } from './town-labels';

export const OFFLINE_ATTRIBUTION = 'Offline map · Natural Earth, US Census Bureau, towns from the gazetteer';
const OFFLINE_PANE = 'offline-basemap';
const TOWNS_PANE = 'offline-towns';
const LAND_STYLE = { stroke: false, fillColor: BASEMAP.land, fillOpacity: 1 };
const COAST_STYLE = { color: BASEMAP.coast, weight: 1, fill: false };
const BORDER_STYLE = { color: BASEMAP.border, weight: 1.5, dashArray: '5 3', fill: false };
const REGION_STYLE = { color: BASEMAP.region, weight: 1, dashArray: '3 3', fill: false };
/**
 * Below the tiles (200), so tiles that come back later draw over it. The names have a pane of their own above
 * the land: within one, a marker north of where the map was first drawn has a negative z-index, under the canvas.
 */
const PANE_Z_INDEX = 150;
const TOWNS_Z_INDEX = 160;

/**
 * The map drawn without tiles: Natural Earth's land over a sea blue, its coasts, the borders between
 * countries and between US states, and the largest towns of the gazetteer in view, named. Used when no tile server is configured
 * (`TILE_URL=offline`) or tiles fail to load.
 */
export function OfflineBasemap() {
  const atlas = useNaturalEarth(true);
  useSeaBehind();
  // One canvas for the four layers, redrawn by Leaflet only when the view changes.
  const renderer = useMemo(() => canvas({ pane: OFFLINE_PANE }), []);
  // Leaflet passes the renderer on to each layer's paths.
  const onCanvas = { interactive: false, ...({ renderer } as object) };
  return (
    <>
      <Pane name={OFFLINE_PANE} style={{ zIndex: PANE_Z_INDEX }}>
        {atlas.data && (
          <>
            <GeoJSON
              data={atlas.data.land}
              style={LAND_STYLE}
              attribution={OFFLINE_ATTRIBUTION}
              {...onCanvas}
            />
            <GeoJSON data={atlas.data.regions} style={REGION_STYLE} {...onCanvas} />
            <GeoJSON data={atlas.data.coast} style={COAST_STYLE} {...onCanvas} />
            <GeoJSON data={atlas.data.borders} style={BORDER_STYLE} {...onCanvas} />
          </>
        )}
      </Pane>
      <Pane name={TOWNS_PANE} style={{ zIndex: TOWNS_Z_INDEX }}>
        <TownLabels pane={TOWNS_PANE} />
      </Pane>
    </>
  );
}

/** The sea is the map's own background: a pane has no size of its own to paint. */
function useSeaBehind() {
  const map = useMap();
  useLayoutEffect(() => {
    const { style } = map.getContainer();
    const before = style.background;
    style.background = BASEMAP.sea;
    return () => {
      style.background = before;
    };
  }, [map]);
}
