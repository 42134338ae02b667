/**
 * A photo as the travel guide embeds it: a JPEG filling the guide's 4:3 frame, whether the server makes it or
 * the browser does. 320×240 pixels print sharp at the frame's 40×30 mm.
 */
export const GUIDE_THUMBNAIL = { width: 320, height: 240, quality: 85 } as const;
