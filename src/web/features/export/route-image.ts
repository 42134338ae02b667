import type { MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { BASEMAP, townFont, townLineHeight } from '@/lib/basemap-style';
import { placeLabels } from '@/lib/label-placement';
import type { Box } from '@/lib/queries/basemap-towns';
import type { NaturalEarth } from '@/lib/queries/natural-earth';
import type { Town } from '../../../common/contract/basemap';
import type { RoutePoint } from '../../../common/contract/fields';
import type { Stop } from '../../../common/contract/stops';
import { hasLocation } from '../../../common/geo';
import { fitProjection, type LatLng, type Pixel } from './route-projection';

export const ROUTE_IMAGE_WIDTH = 600;
export const ROUTE_IMAGE_HEIGHT = 400;
const PADDING = 40;
const GRID_STEP = 50;
const DOT_RADIUS = 11;
const ROUTE_COLOR = '#0F766E';
const DOT_COLORS = { first: '#16a34a', middle: '#2563eb', last: '#dc2626' };

const dotColor = (index: number, count: number) => {
  if (index === 0) return DOT_COLORS.first;
  return index === count - 1 ? DOT_COLORS.last : DOT_COLORS.middle;
};

export interface StopDot extends Pixel {
  label: string;
  color: string;
}

/**
 * The numbered stop dots in the order they are painted: the last stop first and stop 1 last, so where two
 * places lie close together the earlier stop's number stays on top and readable.
 */
export function stopDots(pixels: readonly Pixel[]): StopDot[] {
  return pixels
    .map((pixel, index) => ({ ...pixel, label: String(index + 1), color: dotColor(index, pixels.length) }))
    .reverse();
}

function drawBackground(context: CanvasRenderingContext2D): void {
  context.fillStyle = '#f0fdfa';
  context.fillRect(0, 0, ROUTE_IMAGE_WIDTH, ROUTE_IMAGE_HEIGHT);
  context.strokeStyle = '#ccfbf1';
  context.lineWidth = 1;
  context.beginPath();
  for (let x = GRID_STEP; x < ROUTE_IMAGE_WIDTH; x += GRID_STEP) {
    context.moveTo(x + 0.5, 0);
    context.lineTo(x + 0.5, ROUTE_IMAGE_HEIGHT);
  }
  for (let y = GRID_STEP; y < ROUTE_IMAGE_HEIGHT; y += GRID_STEP) {
    context.moveTo(0, y + 0.5);
    context.lineTo(ROUTE_IMAGE_WIDTH, y + 0.5);
  }
  context.stroke();
}

/** What the image draws under the route when it has it: the offline map's land, borders and towns. */
export interface Basemap {
  atlas: NaturalEarth | null;
  towns: readonly Town[];
}

type Project = (point: LatLng) => Pixel;

function tracePath(context: CanvasRenderingContext2D, lines: readonly Position[][], project: Project): void {
  context.beginPath();
  for (const line of lines) {
    line.forEach(([lng = 0, lat = 0], index) => {
      const { x, y } = project({ lat, lng });
      if (index === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    });
  }
}

const ringsOf = (land: Polygon | MultiPolygon): Position[][] =>
  land.type === 'Polygon' ? land.coordinates : land.coordinates.flat();

function strokeLines(
  context: CanvasRenderingContext2D,
  lines: MultiLineString,
  project: Project,
  style: { color: string; width: number; dash: number[] },
): void {
  tracePath(context, lines.coordinates, project);
  context.strokeStyle = style.color;
  context.lineWidth = style.width;
  context.setLineDash(style.dash);
  context.stroke();
  context.setLineDash([]);
}

/** Land and sea in the offline map's colours, its coasts and the borders between countries and states. */
function drawAtlas(context: CanvasRenderingContext2D, atlas: NaturalEarth, project: Project): void {
  context.fillStyle = BASEMAP.sea;
  context.fillRect(0, 0, ROUTE_IMAGE_WIDTH, ROUTE_IMAGE_HEIGHT);
  tracePath(context, ringsOf(atlas.land), project);
  context.fillStyle = BASEMAP.land;
  context.fill('evenodd');
  strokeLines(context, atlas.regions, project, { color: BASEMAP.region, width: 0.7, dash: [3, 3] });
  strokeLines(context, atlas.coast, project, { color: BASEMAP.coast, width: 0.8, dash: [] });
  strokeLines(context, atlas.borders, project, { color: BASEMAP.border, width: 1, dash: [5, 3] });
}

const TOWN_DOT = 2.5;
const TOWN_NAME_GAP = 3;

/**
 * The largest towns first, each named only where its name is clear of those before it and of the stop dots, and
 * inside the image.
 */
function drawTowns(
  context: CanvasRenderingContext2D,
  towns: readonly Town[],
  project: Project,
  stops: readonly Pixel[],
) {
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  const candidates = [...towns]
    .sort((a, b) => b.population - a.population)
    .map((town) => {
      const { x, y } = project({ lat: town.lat, lng: town.lon });
      context.font = townFont(town.population);
      const width = TOWN_DOT * 2 + TOWN_NAME_GAP + context.measureText(town.name).width;
      const height = townLineHeight(town.population);
      return { town, x, y, box: { left: x - TOWN_DOT, top: y - height / 2, width, height } };
    });
  const taken = stops.map(({ x, y }) => ({
    left: x - DOT_RADIUS,
    top: y - DOT_RADIUS,
    width: DOT_RADIUS * 2,
    height: DOT_RADIUS * 2,
  }));
  for (const { town, x, y } of placeLabels(candidates, {
    width: ROUTE_IMAGE_WIDTH,
    height: ROUTE_IMAGE_HEIGHT,
    taken,
  })) {
    context.fillStyle = BASEMAP.townDot;
    context.beginPath();
    context.arc(x, y, TOWN_DOT, 0, Math.PI * 2);
    context.fill();
    context.font = townFont(town.population);
    context.lineWidth = 3;
    context.strokeStyle = BASEMAP.halo;
    const textX = x + TOWN_DOT + TOWN_NAME_GAP;
    context.strokeText(town.name, textX, y);
    context.fillStyle = BASEMAP.townName;
    context.fillText(town.name, textX, y);
  }
}

/** The box of the stops and route, for the towns to name on the image; null with nothing to draw. */
export function routeBox(stops: readonly Stop[], route: readonly RoutePoint[]): Box | null {
  const points = [
    ...stops
      .filter((stop) => hasLocation(stop.latitude, stop.longitude))
      .map((s) => [s.latitude, s.longitude]),
    ...route.map((point) => [point.lat, point.lng]),
  ] as [number, number][];
  if (points.length === 0) return null;
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  return {
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
  };
}

function drawMessage(context: CanvasRenderingContext2D, text: string): void {
  context.fillStyle = '#64748b';
  context.font = '16px sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, ROUTE_IMAGE_WIDTH / 2, ROUTE_IMAGE_HEIGHT / 2);
}

/**
 * The trip drawn without map tiles: the offline map (land, borders and towns) when it could be loaded, the recorded
 * route (or the stops in order) as a teal line, and numbered stop dots, the first green and the last red.
 * Returns a PNG data URL of 600×400 pixels.
 */
export function drawRouteImage(
  stops: readonly Stop[],
  route: readonly RoutePoint[],
  basemap: Basemap = { atlas: null, towns: [] },
): string {
  const canvas = document.createElement('canvas');
  canvas.width = ROUTE_IMAGE_WIDTH;
  canvas.height = ROUTE_IMAGE_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the route map.');
  drawBackground(context);

  const places: LatLng[] = stops
    .filter((stop) => hasLocation(stop.latitude, stop.longitude))
    .map((stop) => ({ lat: stop.latitude, lng: stop.longitude }));
  const line = route.length >= 2 ? route : places;
  if (places.length === 0 && line.length === 0) {
    drawMessage(context, 'No stop locations to draw');
    return canvas.toDataURL('image/png');
  }
  const project = fitProjection([...places, ...line], ROUTE_IMAGE_WIDTH, ROUTE_IMAGE_HEIGHT, PADDING);
  if (basemap.atlas) {
    drawAtlas(context, basemap.atlas, project);
    drawTowns(context, basemap.towns, project, places.map(project));
  }

  if (line.length >= 2) {
    context.strokeStyle = ROUTE_COLOR;
    context.globalAlpha = 0.85;
    context.lineWidth = 4;
    context.lineJoin = 'round';
    context.lineCap = 'round';
    context.beginPath();
    line.map(project).forEach(({ x, y }, index) => {
      if (index === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    });
    context.stroke();
    context.globalAlpha = 1;
  }

  context.font = 'bold 12px sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (const { x, y, label, color } of stopDots(places.map(project))) {
    context.beginPath();
    context.arc(x, y, DOT_RADIUS, 0, Math.PI * 2);
    context.fillStyle = color;
    context.fill();
    context.lineWidth = 2;
    context.strokeStyle = '#ffffff';
    context.stroke();
    context.fillStyle = '#ffffff';
    context.fillText(label, x, y + 0.5);
  }
  return canvas.toDataURL('image/png');
}
