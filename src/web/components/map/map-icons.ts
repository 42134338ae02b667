import { DivIcon, type DivIconOptions } from 'leaflet';

export type MarkerColor = 'green' | 'blue' | 'red' | 'orange';

const FILL: Record<MarkerColor, string> = {
  green: '#16a34a',
  blue: '#2563eb',
  red: '#dc2626',
  orange: '#ea580c',
};

const PIN_PATH = 'M12.5 1C6.2 1 1 6.2 1 12.5c0 8.6 11.5 27.5 11.5 27.5S24 21.1 24 12.5C24 6.2 18.8 1 12.5 1z';
/** The pin's drawing with its shadow, which falls 0.4 right of and 1.2 below the 25x41 pin (0.5 and 1.5 kept). */
const PIN_BOX = { width: 25.5, height: 42.5 };

/**
 * The picture of a pin in `color` with a white head of radius `head`, as a CSS image; a hollow one (white, its
 * outline dashed in `color`) for a stop not stored yet. The shadow is a second, offset pin rather than a CSS
 * filter: a filter is drawn apart for each of a hundred pins, at every frame of a pan.
 */
function pinPicture(color: MarkerColor, head: number, hollow = false): string {
  const pin = hollow
    ? `fill="#fff" stroke="${FILL[color]}" stroke-width="2" stroke-dasharray="3 2"`
    : `fill="${FILL[color]}" stroke="#fff" stroke-width="1.5"`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PIN_BOX.width} ${PIN_BOX.height}"><path d="${PIN_PATH}" transform="translate(0.4 1.2)" fill="rgb(0 0 0 / 0.3)"/><path d="${PIN_PATH}" ${pin}/><circle cx="12.5" cy="12.5" r="${head}" fill="#fff"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * A pin: one element whose background is its colour's picture, which the browser draws once for every pin of
 * that colour, and a stop's number in a span the marker's title speaks for. Drawn as an SVG of five elements
 * each, a hundred stops' pins made several times as many elements to style again as a zoom starts.
 */
class PinIcon extends DivIcon {
  readonly #color: MarkerColor;
  readonly #picture: string;
  readonly #label: string | undefined;

  constructor(
    color: MarkerColor,
    head: number,
    label: string | undefined,
    options: Omit<DivIconOptions, 'html'>,
    hollow = false,
  ) {
    super({ ...options, html: false });
    this.#color = color;
    this.#picture = pinPicture(color, head, hollow);
    this.#label = label;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const div = super.createIcon(oldIcon);
    div.dataset.markerColor = this.#color;
    div.style.backgroundImage = this.#picture;
    div.style.color = FILL[this.#color];
    if (this.#label !== undefined) {
      const label = document.createElement('span');
      label.className = 'trip-map-pin-label';
      label.ariaHidden = 'true';
      label.textContent = this.#label;
      div.append(label);
    }
    return div;
  }
}

/** Width and height of a pin `width` wide and `height` tall, its shadow included. */
const pinSize = (width: number, height: number): [number, number] => [
  (width * PIN_BOX.width) / 25,
  (height * PIN_BOX.height) / 41,
];

const stopIcons = new Map<string, DivIcon>();

/** A 25x41 pin in the stop's colour with its number in the head; hollow for a stop waiting on the device. */
export function stopIcon(color: MarkerColor, number: number, waiting = false): DivIcon {
  const key = `${color}-${number}${waiting ? '-waiting' : ''}`;
  let icon = stopIcons.get(key);
  if (!icon) {
    icon = new PinIcon(
      color,
      7,
      String(number),
      {
        className: number > 99 ? 'trip-map-pin trip-map-pin-small' : 'trip-map-pin',
        iconSize: pinSize(25, 41),
        iconAnchor: [12.5, 41],
        popupAnchor: [0, -36],
      },
      waiting,
    );
    stopIcons.set(key, icon);
  }
  return icon;
}

let photoPin: DivIcon | undefined;

/** A 20x32 orange pin with a camera-lens dot. */
export function photoIcon(): DivIcon {
  photoPin ??= new PinIcon('orange', 5, undefined, {
    className: 'trip-map-pin',
    iconSize: pinSize(20, 32),
    iconAnchor: [10, 32],
    popupAnchor: [0, -28],
  });
  return photoPin;
}

const clusterIcons = new Map<number, DivIcon>();

/** A disc of photos with their number (`.trip-map-cluster`): one element, however many discs. */
class ClusterIcon extends DivIcon {
  readonly #label: string;

  constructor(label: string, options: Omit<DivIconOptions, 'html'>) {
    super({ ...options, html: false });
    this.#label = label;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const div = super.createIcon(oldIcon);
    div.style.background = FILL.orange;
    div.textContent = this.#label;
    return div;
  }
}

/** An orange disc with the number of photos it stands for, larger for more photos. */
export function clusterIcon(count: number): DivIcon {
  let icon = clusterIcons.get(count);
  if (!icon) {
    const size = count < 10 ? 30 : count < 100 ? 36 : 44;
    const label = count < 1000 ? String(count) : `${(count / 1000).toFixed(count < 10_000 ? 1 : 0)}k`;
    icon = new ClusterIcon(label, {
      className: 'trip-map-cluster',
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
      popupAnchor: [0, -size / 2],
    });
    clusterIcons.set(count, icon);
  }
  return icon;
}

let positionDot: DivIcon | undefined;

/** The traveller's latest position: a 20 px blue dot (`.trip-map-position`). */
export function positionIcon(): DivIcon {
  positionDot ??= new DivIcon({
    className: 'trip-map-position',
    html: '',
    iconSize: [20, 20],
    iconAnchor: [10, 10],
    popupAnchor: [0, -12],
    tooltipAnchor: [0, -14],
  });
  return positionDot;
}
