/** A stored file of a shared trip, reachable through the share token even when signed out. */
export const withShareToken = (fileUrl: string, token: string) =>
  `${fileUrl}?share=${encodeURIComponent(token)}`;
