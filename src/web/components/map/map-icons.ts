import { DivIcon, type DivIconOptions } from 'leaflet';

export type MarkerColor = 'green' | 'blue' | 'red' | 'orange';

const FILL: Record<MarkerColor, string> = {
  green: '#16a34a',
  blue: '#2563eb',
  red: '#dc2626',
  orange: '#ea580c',
};

const PIN_PATH = 'M12.5 1C6.2 1 1 6.2 1 12.5c0 8.6 11.5 27.5 11.5 27.5S24 21.1 24 12.5C24 6.2 18.8 1 12.5 1z';

// The shadow is a second, offset pin rather than a CSS filter: a filter is drawn apart for each of a hundred
// pins, at every frame of a pan.
function pin(color: MarkerColor, width: number, height: number, inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 25 41" data-marker-color="${color}" aria-hidden="true" style="display:block;overflow:visible"><path d="${PIN_PATH}" transform="translate(0.4 1.2)" fill="rgb(0 0 0 / 0.3)"/><path d="${PIN_PATH}" fill="${FILL[color]}" stroke="#fff" stroke-width="1.5"/>${inner}</svg>`;
}

/** Each icon's markup parsed once, whatever the number of markers and icons drawing it. */
const stamps = new Map<string, HTMLTemplateElement>();

function stamp(markup: string): Node {
  let template = stamps.get(markup);
  if (!template) {
    template = document.createElement('template');
    template.innerHTML = markup;
    stamps.set(markup, template);
  }
  return template.content.cloneNode(true);
}

/**
 * A marker icon copied from markup parsed once, with its `data-label` element (if any) holding `label`: parsing the markup
 * anew for each of a hundred pins was most of the time their markers took to make.
 */
class StampedIcon extends DivIcon {
  readonly #markup: string;
  readonly #label: string | undefined;

  constructor(markup: string, label: string | undefined, options: Omit<DivIconOptions, 'html'>) {
    super({ ...options, html: false });
    this.#markup = markup;
    this.#label = label;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const div = super.createIcon(oldIcon);
    div.append(stamp(this.#markup));
    const slot = div.querySelector('[data-label]');
    if (slot && this.#label !== undefined) slot.textContent = this.#label;
    return div;
  }
}

const stopIcons = new Map<string, DivIcon>();

/** A 25x41 pin in the stop's colour with its number in the head. */
export function stopIcon(color: MarkerColor, number: number): DivIcon {
  const key = `${color}-${number}`;
  let icon = stopIcons.get(key);
  if (!icon) {
    const head = `<circle cx="12.5" cy="12.5" r="7" fill="#fff"/><text data-label x="12.5" y="16" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${number > 99 ? 7 : 9.5}" font-weight="700" fill="${FILL[color]}"></text>`;
    icon = new StampedIcon(pin(color, 25, 41, head), String(number), {
      className: 'trip-map-pin',
      iconSize: [25, 41],
      iconAnchor: [12.5, 41],
      popupAnchor: [0, -36],
    });
    stopIcons.set(key, icon);
  }
  return icon;
}

let photoPin: DivIcon | undefined;

/** A 20x32 orange pin with a camera-lens dot. */
export function photoIcon(): DivIcon {
  photoPin ??= new StampedIcon(
    pin('orange', 20, 32, '<circle cx="12.5" cy="12.5" r="5" fill="#fff"/>'),
    undefined,
    {
      className: 'trip-map-pin',
      iconSize: [20, 32],
      iconAnchor: [10, 32],
      popupAnchor: [0, -28],
    },
  );
  return photoPin;
}

const clusterIcons = new Map<number, DivIcon>();

/** An orange disc with the number of photos it stands for, larger for more photos. */
export function clusterIcon(count: number): DivIcon {
  let icon = clusterIcons.get(count);
  if (!icon) {
    const size = count < 10 ? 30 : count < 100 ? 36 : 44;
    const label = count < 1000 ? String(count) : `${(count / 1000).toFixed(count < 10_000 ? 1 : 0)}k`;
    icon = new StampedIcon(
      `<div data-photo-cluster data-label style="box-sizing:border-box;width:${size}px;height:${size}px;border-radius:50%;background:${FILL.orange};border:2px solid #fff;box-shadow:0 1px 3px rgb(0 0 0 / 0.4);color:#fff;font:700 12px/1 system-ui,sans-serif;display:flex;align-items:center;justify-content:center"></div>`,
      label,
      {
        className: 'trip-map-pin',
        iconSize: [size, size],
        iconAnchor: [size / 2, size / 2],
        popupAnchor: [0, -size / 2],
      },
    );
    clusterIcons.set(count, icon);
  }
  return icon;
}
