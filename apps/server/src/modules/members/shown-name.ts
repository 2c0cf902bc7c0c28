import { type NameDisplay, nameSeenBy } from '@mithaq/contracts/names';
import type { Executor } from '../../platform/db/client.js';
import { findMatchedAmong } from './matches.repo.js';

/** What the name rule needs of a member. */
export interface NamedMember {
  id: string;
  fullName: string;
  nameDisplay: NameDisplay;
}

/** Gives the name a reader sees of a member. */
export type NameReader = (member: NamedMember) => string;

/**
 * Every place a member's name reaches another member goes through here (docs/decisions/0054-short-names.md): one query
 * finds which of the named members are her matches, and only for those who chose the short name. Staff screens keep the
 * full name and do not call this.
 */
export async function namesSeenBy(db: Executor, readerId: string, named: NamedMember[]): Promise<NameReader> {
  const shortIds = [...new Set(named.filter((m) => m.nameDisplay === 'short' && m.id !== readerId).map((m) => m.id))];
  const matched = await findMatchedAmong(db, readerId, shortIds);
  return (member) =>
    nameSeenBy(member, { isSelf: member.id === readerId, isMatched: matched.has(member.id), isStaff: false });
}

/** The name one reader sees of one member. */
export async function nameSeenByReader(db: Executor, readerId: string, member: NamedMember): Promise<string> {
  return (await namesSeenBy(db, readerId, [member]))(member);
}
