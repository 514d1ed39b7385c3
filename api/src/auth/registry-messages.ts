import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { Lang } from '@court/contract/schemas/common';

export interface RegistryMessageInput {
  rollNumber: string;
  topic: string;
  message: string;
  contactName: string;
  contactEmail: string;
  contactPhone?: string;
  lang: Lang;
}

export interface RegistryMessage extends RegistryMessageInput {
  receipt: string;
  createdAt: string;
}

/** Unambiguous letters and digits for receipt numbers read out over the phone (no 0/O, 1/I/L). */
const RECEIPT_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function receiptNumber(now: Date): string {
  const code = Array.from(randomBytes(8), (byte) => RECEIPT_ALPHABET[byte % RECEIPT_ALPHABET.length]).join('');
  return `RM-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${code}`;
}

/** Messages citizens send to the registry through the form wizard; each citizen sees only their own. */
export class RegistryMessageStore {
  constructor(private readonly db: Kysely<DB>) {}

  async add(subject: string, input: RegistryMessageInput, now = new Date()): Promise<RegistryMessage> {
    const stored: RegistryMessage = { ...input, receipt: receiptNumber(now), createdAt: now.toISOString() };
    await this.db
      .insertInto('registry_messages')
      .values({
        receipt: stored.receipt,
        subject,
        roll_number: input.rollNumber,
        topic: input.topic,
        message: input.message,
        contact_name: input.contactName,
        contact_email: input.contactEmail,
        contact_phone: input.contactPhone ?? null,
        lang: input.lang,
        created_at: stored.createdAt,
      })
      .execute();
    return stored;
  }

  async listFor(subject: string, limit = 100): Promise<RegistryMessage[]> {
    const rows = await this.db
      .selectFrom('registry_messages')
      .selectAll()
      .where('subject', '=', subject)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      receipt: row.receipt,
      rollNumber: row.roll_number,
      topic: row.topic,
      message: row.message,
      contactName: row.contact_name,
      contactEmail: row.contact_email,
      ...(row.contact_phone ? { contactPhone: row.contact_phone } : {}),
      lang: row.lang as Lang,
      createdAt: row.created_at,
    }));
  }
}
