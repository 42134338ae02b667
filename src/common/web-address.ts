const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/** A web address as a traveller types it ("moab.com"), with `https://` put in front when no scheme is given. */
export const withScheme = (typed: string) => (HAS_SCHEME.test(typed) ? typed : `https://${typed}`);

/** An http or https address of a named host, with no user name or password in it. */
export function isWebAddress(address: string): boolean {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    (url.hostname.includes('.') || url.hostname === 'localhost')
  );
}
