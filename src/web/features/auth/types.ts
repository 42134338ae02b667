import type { z } from 'zod';
import type { basicUserSchema, userSchema } from '../../../common/contract/users';

/** The signed-in user as /api/user returns it; /api/basic-user leaves out the optional fields. */
export type User = z.input<typeof basicUserSchema> &
  Partial<Omit<z.input<typeof userSchema>, keyof z.input<typeof basicUserSchema>>>;
