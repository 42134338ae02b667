/** The offline map's colours and town names, the same on the page and in the travel guide's route image. */
export const BASEMAP = {
  sea: '#aad3df',
  land: '#f4efe3',
  coast: '#7fa9bf',
  border: '#a3826f',
  region: '#c4ab9b',
  townDot: '#57473d',
  townName: '#3b302a',
  halo: '#fffdf7',
} as const;

/** Towns this large are named a size up, so the cities stand out from the towns around them. */
export const CITY_POPULATION = 500_000;

const townFontSize = (population: number) => (population >= CITY_POPULATION ? 13 : 11);

/** The height of a town's name, as the stylesheet's `.offline-town` and `.offline-city` set it. */
export const townLineHeight = (population: number) => townFontSize(population) + 2;

/** The font a town is named in, as CSS and canvas both read it. */
export const townFont = (population: number) => `600 ${townFontSize(population)}px system-ui, sans-serif`;
