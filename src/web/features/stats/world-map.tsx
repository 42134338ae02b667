import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { whereAlpha2 } from 'iso-3166-1';
import { useMemo } from 'react';
import { useWorldCountries } from './queries/world-atlas';

const WIDTH = 960;
const HEIGHT = 500;

/** The least a fitted map shows around the places, in degrees of longitude and latitude: a region, not a town. */
const MIN_SPAN = [16, 9] as const;

/** Corners of the box around the places, widened to at least MIN_SPAN. */
function framing(places: readonly (readonly [number, number, number])[]): [number, number][] {
  const lats = places.map(([lat]) => lat);
  const lngs = places.map(([, lng]) => lng);
  const widen = (low: number, high: number, span: number, limit: number) => {
    const extra = Math.max(0, span - (high - low)) / 2 + 1;
    return [Math.max(-limit, low - extra), Math.min(limit, high + extra)] as const;
  };
  const [west, east] = widen(Math.min(...lngs), Math.max(...lngs), MIN_SPAN[0], 180);
  const [south, north] = widen(Math.min(...lats), Math.max(...lats), MIN_SPAN[1], 85);
  return [
    [west, south],
    [east, north],
  ];
}

/** Natural Earth's numeric country id ("250") of a two-letter code ("FR"). */
const numericId = (code: string) => whereAlpha2(code)?.numeric;

interface WorldMapProps {
  /** Two-letter codes of the countries to colour. */
  visited: readonly string[];
  /** Stops and photos by cell: [lat, lng, count]. */
  places?: readonly (readonly [number, number, number])[];
  /** Fit the map to the places instead of showing the whole world. */
  fitToPlaces?: boolean;
  label: string;
}

/** An offline SVG map: the visited countries filled, and where stops and photos were, as dots sized by count. */
export function WorldMap({ visited, places = [], fitToPlaces = false, label }: WorldMapProps) {
  const countries = useWorldCountries();
  const drawing = useMemo(() => {
    if (!countries.data) return null;
    const projection = geoNaturalEarth1();
    if (fitToPlaces && places.length > 0) {
      projection.fitExtent(
        [
          [24, 24],
          [WIDTH - 24, HEIGHT - 24],
        ],
        { type: 'MultiPoint', coordinates: framing(places) },
      );
    } else {
      projection.fitSize([WIDTH, HEIGHT], { type: 'Sphere' });
    }
    const path = geoPath(projection);
    const ids = new Set(visited.map(numericId).filter(Boolean));
    const most = Math.max(1, ...places.map((place) => place[2]));
    return {
      shapes: countries.data.features.map((country, index) => ({
        key: `${country.id ?? index}`,
        d: path(country) ?? '',
        visited: ids.has(String(country.id)),
      })),
      dots: places.flatMap(([lat, lng, count]) => {
        const at = projection([lng, lat]);
        return at ? [{ key: `${lat},${lng}`, x: at[0], y: at[1], r: 2.5 + 6 * Math.sqrt(count / most) }] : [];
      }),
    };
  }, [countries.data, visited, places, fitToPlaces]);

  if (countries.isError)
    return <p className="text-sm text-muted-foreground">The world map could not be drawn.</p>;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className="h-auto w-full rounded-xl bg-sky-50"
    >
      {drawing?.shapes.map((shape) => (
        <path
          key={shape.key}
          d={shape.d}
          className={shape.visited ? 'fill-teal-600' : 'fill-slate-200'}
          stroke="#fff"
          strokeWidth={0.5}
        />
      ))}
      {drawing?.dots.map((dot) => (
        <circle
          key={dot.key}
          cx={dot.x}
          cy={dot.y}
          r={dot.r}
          className="fill-amber-500/60 stroke-amber-700"
          strokeWidth={0.5}
        />
      ))}
    </svg>
  );
}
