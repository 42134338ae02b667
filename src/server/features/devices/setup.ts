import type { DeviceApp } from '../../../common/contract/devices';

/** HTTP Basic user name shown where an app asks for one; any name is accepted. */
const BASIC_USER = 'roadbook';

/**
 * What to type into the device's app, for a server at `appUrl`: each app's own way of being told where to send
 * its points and with which secret.
 */
export function deviceSetup(appUrl: string, app: DeviceApp, token: string) {
  const ingest = (protocol: string) => `${appUrl}/api/ingest/${protocol}`;
  switch (app) {
    case 'owntracks': {
      const configuration = {
        _type: 'configuration',
        mode: 3,
        url: ingest('owntracks'),
        auth: true,
        username: BASIC_USER,
        password: token,
      };
      return {
        url: ingest('owntracks'),
        user: BASIC_USER,
        password: token,
        link: `owntracks:///config?inline=${Buffer.from(JSON.stringify(configuration)).toString('base64url')}`,
        notes:
          'Preferences → Connection: Mode HTTP, Host the URL, Identification with any user name and the token as password.',
      };
    }
    case 'overland':
      return {
        url: ingest('overland'),
        header: { name: 'Authorization', value: `Bearer ${token}` },
        link: `overland://setup?url=${encodeURIComponent(ingest('overland'))}&token=${encodeURIComponent(token)}`,
        notes:
          'Open the setup link on the phone (or scan its QR code), or type the URL as Receiver Endpoint and the token as Access Token.',
      };
    case 'gpslogger': {
      const fields = 'lat=%LAT&lon=%LON&time=%TIME&alt=%ALT&acc=%ACC&spd=%SPD&batt=%BATT&desc=%DESC';
      return {
        url: `${ingest('gpslogger')}?token=${encodeURIComponent(token)}&${fields}`,
        header: { name: 'Authorization', value: `Bearer ${token}` },
        notes:
          'Logging details → Log to custom URL: this URL, HTTP method GET (or POST with the same fields as the body).',
      };
    }
    case 'traccar':
      return {
        url: ingest('osmand'),
        identifier: token,
        notes: 'Traccar Client settings: the URL as Server URL and the token as Device identifier.',
      };
    case 'other':
      return {
        url: `${ingest('osmand')}?token=${encodeURIComponent(token)}`,
        header: { name: 'Authorization', value: `Bearer ${token}` },
        notes:
          'Any app speaking the OsmAnd protocol (lat, lon, timestamp as query fields), with the token as Bearer header, Basic password or `token` field.',
      };
  }
}
