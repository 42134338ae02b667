import type { ImmichAlbum } from '../../../common/contract/immich';
import type { LinkImmichInput } from '../../../common/schemas/immich';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { HttpError, notFound, serviceUnavailable } from '../../http/errors';
import { isAdmin } from '../../policy/admin';
import { createImmichClient, type ImmichClient } from '../../providers/immich/client';
import {
  ImmichError,
  ImmichNotImmich,
  ImmichRefused,
  ImmichUnreachable,
} from '../../providers/immich/errors';
import { ProviderError } from '../../providers/provider-error';
import { type Sealer, UnsealError } from '../../secrets/seal';
import { deleteImmichLink, findImmichLink, type ImmichLinkRow, saveImmichLink } from './repo';

export const IMMICH_NOT_LINKED = 'Immich is not linked';
const KEY_REFUSED = 'Immich refused this API key';
const UNAVAILABLE = 'Linking Immich is not available on this server.';

/** Binds a sealed key to its traveller: copied to another row, it does not open. */
const purposeOf = (userId: number) => `immich:${userId}`;

const toLinkDto = (row: ImmichLinkRow) => ({ url: row.url, linkedAt: row.updatedAt });

/** A linked Immich server, reached with its traveller's key. */
export interface ImmichSource {
  url: string;
  client: ImmichClient;
}

function sealerFor(ctx: AppContext, user: UserRow): Sealer {
  if (ctx.secrets) return ctx.secrets;
  throw serviceUnavailable(
    isAdmin(user) ? `${UNAVAILABLE} Set SECRET_KEY and restart Roadbook.` : UNAVAILABLE,
  );
}

const clientOf = (ctx: AppContext, url: string, apiKey: string) =>
  createImmichClient({ url, apiKey, timeoutMs: ctx.config.providerTimeoutMs });

/** What an Immich server's failure tells the traveller; anything else is left as it is. */
function answerFor(error: unknown): unknown {
  if (error instanceof ImmichRefused) {
    return new HttpError(
      'immich_key_refused',
      error.permission ? `${KEY_REFUSED}: it lacks the ${error.permission} permission` : KEY_REFUSED,
    );
  }
  // Their messages name the server's address as the traveller gave it.
  if (error instanceof ImmichUnreachable) return new HttpError('immich_unreachable', error.message);
  if (error instanceof ImmichNotImmich) return new HttpError('immich_not_immich', error.message);
  if (error instanceof ImmichError) return new ProviderError('failed', error.message, { cause: error });
  return error;
}

/** Links the traveller's Immich server once it has accepted the key; the key is kept sealed. */
export async function linkImmich(ctx: AppContext, user: UserRow, input: LinkImmichInput) {
  const secrets = sealerFor(ctx, user);
  try {
    await clientOf(ctx, input.url, input.apiKey).checkKey();
  } catch (error) {
    throw answerFor(error);
  }
  const row = await saveImmichLink(ctx.db, {
    userId: user.id,
    url: input.url,
    sealedApiKey: secrets.seal(input.apiKey, purposeOf(user.id)),
  });
  return toLinkDto(row);
}

/** The linked server, or null: not being linked is an answer, not an error a browser would log. */
export async function immichLinkOf(ctx: AppContext, user: UserRow) {
  const row = await findImmichLink(ctx.db, user.id);
  return row ? toLinkDto(row) : null;
}

export async function unlinkImmich(ctx: AppContext, user: UserRow): Promise<void> {
  await deleteImmichLink(ctx.db, user.id);
}

/** The traveller's Immich server with its key opened, or null when they have not linked one. */
export async function immichSourceOf(ctx: AppContext, userId: number): Promise<ImmichSource | null> {
  const row = await findImmichLink(ctx.db, userId);
  if (!row) return null;
  if (!ctx.secrets) throw serviceUnavailable(UNAVAILABLE);
  let apiKey: string;
  try {
    apiKey = ctx.secrets.unseal(row.sealedApiKey, purposeOf(userId));
  } catch (error) {
    if (!(error instanceof UnsealError)) throw error;
    // The server's key changed since (another SECRET_KEY, a data folder restored without its key file).
    throw new HttpError(
      'immich_key_refused',
      'The stored Immich API key can no longer be read: link Immich again',
    );
  }
  return { url: row.url, client: clientOf(ctx, row.url, apiKey) };
}

/** The albums of the traveller's Immich server, to import one. */
export async function immichAlbumsOf(ctx: AppContext, user: UserRow): Promise<ImmichAlbum[]> {
  const source = await immichSourceOf(ctx, user.id);
  if (!source) throw notFound(IMMICH_NOT_LINKED);
  try {
    const albums = await source.client.listAlbums();
    return albums.map((album) => ({ id: album.id, name: album.name, photoCount: album.assetCount }));
  } catch (error) {
    throw answerFor(error);
  }
}
