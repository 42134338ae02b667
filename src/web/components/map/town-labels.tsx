import { divIcon, type LatLngBounds, type Map as LeafletMap } from 'leaflet';
import { useMemo } from 'react';
import { Marker, useMap } from 'react-leaflet';
import { CITY_POPULATION, townFont, townLineHeight } from '@/lib/basemap-style';
import { type LabelBox, placeLabels } from '@/lib/label-placement';
import { useBasemapTowns } from '@/lib/queries/basemap-towns';
import type { Town } from '../../../common/contract/basemap';
import { useMapView } from './use-map-view';

/** Towns asked for: more than have room, so that where a large town's name covers a smaller one's, the next fits. */
const TOWNS_ASKED = 60;
/** The dot and the gap before the name, as the stylesheet draws them. */
const DOT = 6;
const DOT_GAP = 3;

const boxOf = (bounds: LatLngBounds) => ({
  west: Math.max(-180, bounds.getWest()),
  south: Math.max(-90, bounds.getSouth()),
  east: Math.min(180, bounds.getEast()),
  north: Math.min(90, bounds.getNorth()),
});

let measuring: CanvasRenderingContext2D | null = null;
function textWidth(text: string, font: string): number {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return text.length * 7;
  measuring.font = font;
  return measuring.measureText(text).width;
}

/** The dot sits on the town, centred on the line of its name. */
function labelBox(map: LeafletMap, town: Town): LabelBox {
  const { x, y } = map.latLngToContainerPoint([town.lat, town.lon]);
  const height = townLineHeight(town.population);
  const width = DOT + DOT_GAP + textWidth(town.name, townFont(town.population));
  return { left: x - DOT / 2, top: y - height / 2, width, height };
}

/** A pin's point, under which a town's dot may lie: the town there is named, the pin standing on its dot. */
const PIN_TIP = 12;

/** What a name would hide under: the map's own buttons and credits, and the trip's pins above their points. */
function coveredBoxes(map: LeafletMap): LabelBox[] {
  const container = map.getContainer();
  const origin = container.getBoundingClientRect();
  const boxOfElement = (element: Element, shortenBy: number): LabelBox => {
    const rect = element.getBoundingClientRect();
    return {
      left: rect.left - origin.left,
      top: rect.top - origin.top,
      width: rect.width,
      height: Math.max(0, rect.height - shortenBy),
    };
  };
  return [
    ...[...container.querySelectorAll('.leaflet-control')].map((control) => boxOfElement(control, 0)),
    ...[...container.querySelectorAll('.leaflet-marker-pane .leaflet-marker-icon')].map((pin) =>
      boxOfElement(pin, PIN_TIP),
    ),
  ];
}

/** The largest towns in view, named where their names fit: each clear of the larger towns', the controls and the pins. */
export function TownLabels({ pane }: { pane: string }) {
  const map = useMap();
  const { bounds } = useMapView();
  const box = useMemo(() => boxOf(bounds), [bounds]);
  const towns = useBasemapTowns(box, TOWNS_ASKED);
  // Placed again at every render, which every move of the map brings: a few dozen boxes.
  const candidates = [...(towns.data ?? [])]
    .sort((a, b) => b.population - a.population)
    .map((town) => ({ town, box: labelBox(map, town) }));
  const { x: width, y: height } = map.getSize();
  const shown = placeLabels(candidates, { width, height, taken: coveredBoxes(map) });
  return shown.map(({ town }) => (
    <Marker
      key={`${town.name}:${town.lat}:${town.lon}`}
      position={[town.lat, town.lon]}
      interactive={false}
      keyboard={false}
      pane={pane}
      icon={divIcon({
        className: town.population >= CITY_POPULATION ? 'offline-town offline-city' : 'offline-town',
        html: `<span></span>${escapeHtml(town.name)}`,
        iconSize: undefined,
        iconAnchor: [DOT / 2, townLineHeight(town.population) / 2],
      })}
    />
  ));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
