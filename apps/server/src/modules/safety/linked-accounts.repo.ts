import { LINKED_ACCOUNTS_SHOWN, SAME_ADDRESS_WINDOW_HOURS } from '@mithaq/contracts/safety/linked-accounts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { members, photoFlags, photos } from '../../platform/db/schema.js';

export interface LinkedAccountRow {
  id: string;
  fullName: string;
  email: string;
  accountStatus: string;
  createdAt: Date;
  /** Why, each at most once: 'same-phone', 'same-registration-address', 'similar-photo'. */
  reasons: string[];
}

type RawLinked = {
  id: string;
  full_name: string;
  email: string;
  account_status: string;
  created_at: Date | string;
  reasons: string[];
};

/**
 * Other accounts that belong with this one (docs/decisions/0066-catching-scammers-early.md "Accounts that
 * belong together"), each branch one index probe: a phone another account verified
 * (members_verified_phone_idx), registered from the same address within a day either side
 * (members_registration_ip_idx), or a photo flag between the two that staff did not dismiss, whichever
 * of the two had the new photo. Newest accounts first, at most LINKED_ACCOUNTS_SHOWN.
 */
export async function findLinkedAccounts(db: Db, memberId: string): Promise<LinkedAccountRow[]> {
  const window = `${SAME_ADDRESS_WINDOW_HOURS} hours`;
  const { rows } = await db.execute<RawLinked>(sql`
    with me as (select id, phone, registration_ip, created_at from ${members} where id = ${memberId}::uuid),
    links as (
      select o.id, 'same-phone' as reason
        from me join ${members} o on o.phone = me.phone and o.phone_verified
      union all
      select o.id, 'same-registration-address'
        from me join ${members} o on o.registration_ip = me.registration_ip
         and o.created_at between me.created_at - ${window}::interval and me.created_at + ${window}::interval
      union all
      select f.matched_member_id, 'similar-photo'
        from me join ${photos} p on p.member_id = me.id
        join ${photoFlags} f on f.photo_id = p.id
       where f.matched_source in ('photo', 'selfie') and f.status <> 'dismissed'
      union all
      select p.member_id, 'similar-photo'
        from me join ${photoFlags} f on f.matched_member_id = me.id
        join ${photos} p on p.id = f.photo_id
       where f.matched_source in ('photo', 'selfie') and f.status <> 'dismissed'
    )
    select o.id, o.full_name, o.email, o.account_status, o.created_at,
           array_agg(distinct l.reason order by l.reason) as reasons
      from links l join ${members} o on o.id = l.id
     where o.id <> ${memberId}::uuid
     group by o.id
     order by o.created_at desc, o.id
     limit ${LINKED_ACCOUNTS_SHOWN}`);
  return rows.map((r) => ({
    id: r.id,
    fullName: r.full_name,
    email: r.email,
    accountStatus: r.account_status,
    createdAt: new Date(r.created_at),
    reasons: r.reasons,
  }));
}
