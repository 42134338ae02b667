import { describe, expect, it } from 'vitest';
import { BodyFingerprint } from './body-fingerprint';

const form = (boundary: string, file: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${file}\r\n--${boundary}--\r\n`;

function fingerprintOf(body: string, contentType: string, chunkSize: number, url = '/api/trips/1/photos') {
  const fingerprint = new BodyFingerprint('POST', url, contentType);
  const bytes = Buffer.from(body);
  for (let at = 0; at < bytes.length; at += chunkSize) fingerprint.update(bytes.subarray(at, at + chunkSize));
  return fingerprint.digest();
}

describe('a body fingerprint', () => {
  it('is the same for one form sent with two boundaries, however the body is cut into chunks', () => {
    const first = fingerprintOf(form('----A1', 'JPEGBYTES'), 'multipart/form-data; boundary=----A1', 1000);
    for (const size of [1, 3, 7, 64]) {
      const boundary = '----WebKitFormBoundaryx7Qq2';
      expect(
        fingerprintOf(form(boundary, 'JPEGBYTES'), `multipart/form-data; boundary=${boundary}`, size),
      ).toBe(first);
    }
  });

  it('differs for another file, another path or another JSON body', () => {
    const base = fingerprintOf(form('b1', 'JPEGBYTES'), 'multipart/form-data; boundary=b1', 5);
    expect(fingerprintOf(form('b1', 'JPEGBYTEZ'), 'multipart/form-data; boundary=b1', 5)).not.toBe(base);
    expect(
      fingerprintOf(form('b1', 'JPEGBYTES'), 'multipart/form-data; boundary=b1', 5, '/api/trips/2/photos'),
    ).not.toBe(base);
    const json = (body: string) => fingerprintOf(body, 'application/json', 4, '/api/trips/1/stops');
    expect(json('{"name":"Moab"}')).toBe(json('{"name":"Moab"}'));
    expect(json('{"name":"Moab"}')).not.toBe(json('{"name":"Moad"}'));
  });
});
