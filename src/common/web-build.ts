/**
 * The header in which the server names the built entry script of the pages it sends: a service worker of
 * another version than the server's knows a page it fetched is not its own.
 */
export const BUILD_HEADER = 'roadbook-build';
