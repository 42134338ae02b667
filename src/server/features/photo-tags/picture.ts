/** Orientation from the upright size: a panorama is at least twice as long as it is high (or the reverse). */
export function orientationTags(width: number | null, height: number | null): string[] {
  if (!width || !height) return [];
  const ratio = width / height;
  if (ratio >= 2 || ratio <= 0.5) return ['panorama', ratio >= 1 ? 'landscape' : 'portrait'];
  if (ratio > 1.05) return ['landscape'];
  if (ratio < 1 / 1.05) return ['portrait'];
  return ['square'];
}

/** The colour a pixel reads as, by hue, saturation and lightness. */
export function colourName(r: number, g: number, b: number): string {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (lightness < 0.12) return 'black';
  if (chroma < 0.12) return lightness > 0.85 ? 'white' : 'grey';
  let hue: number;
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  if (max === rn) hue = (((gn - bn) / chroma) % 6) * 60;
  else if (max === gn) hue = ((bn - rn) / chroma + 2) * 60;
  else hue = ((rn - gn) / chroma + 4) * 60;
  if (hue < 0) hue += 360;
  if (hue < 15 || hue >= 345) return lightness > 0.7 ? 'pink' : 'red';
  if (hue < 45) return lightness < 0.45 ? 'brown' : 'orange';
  if (hue < 70) return lightness < 0.35 ? 'brown' : 'yellow';
  if (hue < 165) return 'green';
  if (hue < 255) return 'blue';
  if (hue < 300) return 'purple';
  return 'pink';
}

/** The colours that cover at least a fifth of the picture, most first (two at most), from its RGB pixels. */
export function dominantColours(pixels: Uint8Array, channels: number): string[] {
  const counts = new Map<string, number>();
  let total = 0;
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const name = colourName(pixels[i] as number, pixels[i + 1] as number, pixels[i + 2] as number);
    counts.set(name, (counts.get(name) ?? 0) + 1);
    total++;
  }
  return [...counts.entries()]
    .filter(([, n]) => n >= total / 5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([name]) => name);
}

/** "canon eos 5d mark iii", "apple iphone 12": the maker once, lower case. */
export function cameraTag(make: string | undefined, model: string | undefined): string | null {
  const maker = make?.trim().replace(/\s+(corporation|corp\.?|company|co\.,? ?ltd\.?|inc\.?)$/i, '') ?? '';
  const name = model?.trim() ?? '';
  if (!name) return null;
  const tag = name.toLowerCase().startsWith(maker.toLowerCase()) ? name : `${maker} ${name}`;
  return tag.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 50) || null;
}
