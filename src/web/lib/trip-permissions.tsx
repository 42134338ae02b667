import { createContext, useContext } from 'react';
import { useAuth } from './queries/session';

type CollaboratorRole = 'owner' | 'editor';

/** Whether the person comes to the trip as its owner or an editor: one who follows its changes and activity. */
export const isCollaborator = (role: string | null | undefined): role is CollaboratorRole =>
  role === 'owner' || role === 'editor';

/** How the signed-in person comes to the trip on screen: owner, editor, or (null) reader. */
const TripRole = createContext<CollaboratorRole | null>(null);

/** The trip page says who is looking; rows deep inside ask what they may offer. */
export const TripRoleProvider = TripRole.Provider;

/**
 * Whether to offer deleting something added by `addedBy`: the owner may delete anything, an editor only what
 * they added themselves (the server decides the same).
 */
export function useMayDeleteAdded(addedBy: { id: number } | null): boolean {
  const role = useContext(TripRole);
  const { user } = useAuth();
  return role === 'owner' || (role === 'editor' && addedBy !== null && addedBy.id === user?.id);
}
