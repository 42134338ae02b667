import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../limits';

/** What the traveller types to say they mean it. */
export const DELETION_WORD = 'DELETE';

/** DELETE /api/user. Single sign-on accounts send no password: their sign-in must be recent instead. */
export const deleteAccountSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH, 'Password is too long').optional(),
  confirm: z.literal(DELETION_WORD, { error: `Type ${DELETION_WORD} to confirm` }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
