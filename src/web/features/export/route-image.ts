import type { RoutePoint } from '../../../common/contract/fields';
import type { Stop } from '../../../common/contract/stops';
import { hasLocation } from '../../../common/geo';
import { fitProjection, type LatLng } from './route-projection';

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

function drawMessage(context: CanvasRenderingContext2D, text: string): void {
  context.fillStyle = '#64748b';
  context.font = '16px sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, ROUTE_IMAGE_WIDTH / 2, ROUTE_IMAGE_HEIGHT / 2);
}

/**
 * The trip drawn without map tiles: the recorded route (or the stops in order) as a teal line, and numbered
 * stop dots, the first green and the last red. Returns a PNG data URL of 600×400 pixels.
 */
export function drawRouteImage(stops: readonly Stop[], route: readonly RoutePoint[]): string {
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
  places.map(project).forEach(({ x, y }, index) => {
    context.beginPath();
    context.arc(x, y, DOT_RADIUS, 0, Math.PI * 2);
    context.fillStyle = dotColor(index, places.length);
    context.fill();
    context.lineWidth = 2;
    context.strokeStyle = '#ffffff';
    context.stroke();
    context.fillStyle = '#ffffff';
    context.fillText(String(index + 1), x, y + 0.5);
  });
  return canvas.toDataURL('image/png');
}
