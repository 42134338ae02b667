import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server answering /search and /reverse as Nominatim does; it records the requests it gets. */
export async function startNominatimStandIn(options: { failWith?: number } = {}) {
  const requests: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    if (options.failWith) {
      res.writeHead(options.failWith, { 'content-type': 'text/plain' }).end('busy');
      return;
    }
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/search') {
      const q = url.searchParams.get('q') ?? '';
      const all = [
        { lat: '48.8588897', lon: '2.3200410', name: 'Paris', display_name: 'Paris, Île-de-France, France' },
        {
          lat: '33.6617962',
          lon: '-95.5555130',
          name: 'Paris',
          display_name: 'Paris, Lamar County, Texas, United States',
        },
      ];
      res.end(
        JSON.stringify(
          q.toLowerCase().startsWith('paris') ? all.slice(0, Number(url.searchParams.get('limit'))) : [],
        ),
      );
    } else if (url.pathname === '/reverse') {
      const lat = Number(url.searchParams.get('lat'));
      res.end(
        JSON.stringify(
          lat > 0
            ? {
                lat: url.searchParams.get('lat'),
                lon: url.searchParams.get('lon'),
                display_name: 'Rue de Rivoli, Paris, France',
                boundingbox: ['48.8556', '48.8646', '2.3240', '2.3650'],
                address: { road: 'Rue de Rivoli', city: 'Paris', country: 'France' },
              }
            : { error: 'Unable to geocode' },
        ),
      );
    } else {
      res.writeHead(404).end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
