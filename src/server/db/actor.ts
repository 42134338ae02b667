import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { users } from './schema';

/** Who did something, as others see them: no e-mail. */
export interface Actor {
  id: number;
  firstName: string | null;
  username: string;
}

/** The person a column refers to, as an Actor, selected alongside a row (null when there is none). */
export const actorOf = (column: AnyColumn): SQL<Actor | null> =>
  sql<Actor | null>`(select json_build_object('id', ${users.id}, 'firstName', ${users.firstName}, 'username', ${users.username})
    from ${users} where ${users.id} = ${column})`;
