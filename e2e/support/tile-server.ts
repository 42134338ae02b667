import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** Serves one plain 256×256 PNG for every tile, so maps draw offline without console errors. */
export async function startTileServer() {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#e8efe9' } })
    .png()
    .toBuffer();
  let served = 0;
  const server = http.createServer((_req, res) => {
    served++;
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    tileUrl: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    served: () => served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
