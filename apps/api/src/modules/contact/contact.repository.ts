import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(
  db: DbOrTx,
  message: { name: string; email: string; subject: string; message: string },
) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!;
}
