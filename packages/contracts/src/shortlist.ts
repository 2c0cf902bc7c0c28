import { z } from 'zod';
import { DiscoveredProfileSchema } from './discovery.js';
import { multiLineString, singleLineString } from './text.js';

/** A private note on a saved member: a few lines the member keeps for themselves. */
export const SAVED_NOTE_MAX_LENGTH = 500;
/** How many members one Saved list holds; past it, the member removes some first. */
export const SAVED_MAX = 500;
export const SHORTLIST_PAGE_SIZE = 24;

export const SHORTLIST_MESSAGES = {
  saveSelf: 'You cannot save your own profile.',
  hideSelf: 'You cannot mark yourself as not interested.',
  notFound: 'This profile is not available.',
  notSaved: 'This member is not on your Saved list.',
  noteTooLong: `Keep your note to ${SAVED_NOTE_MAX_LENGTH} characters.`,
  listFull: `Your Saved list holds ${SAVED_MAX} members. Remove some before saving more.`,
  invalidCursor: 'This page of results is no longer valid. Please reload the list.',
} as const;

const cursorParam = singleLineString('cursor').max(200).optional();

/** `PUT /api/shortlist/{id}`: saves the member (again: no change) and, when given, sets the note. */
export const SaveMemberSchema = /* @__PURE__ */ z
  .object({
    note: multiLineString('Note').trim().max(SAVED_NOTE_MAX_LENGTH, SHORTLIST_MESSAGES.noteTooLong).optional(),
  })
  .strict();
export type SaveMember = z.infer<typeof SaveMemberSchema>;

export const SavedStateSchema = /* @__PURE__ */ z.object({ saved: z.boolean(), note: z.string() });
export type SavedState = z.infer<typeof SavedStateSchema>;

export const NotInterestedStateSchema = /* @__PURE__ */ z.object({ notInterested: z.boolean() });

export const ShortlistQuerySchema = /* @__PURE__ */ z.object({ cursor: cursorParam });

/** One member of the Saved list: the card as search shows it, the note, and when it was saved. */
export const SavedMemberSchema = /* @__PURE__ */ z.object({
  profile: DiscoveredProfileSchema,
  note: z.string(),
  savedAt: z.string(),
});
export type SavedMember = z.infer<typeof SavedMemberSchema>;

/** `GET /api/shortlist`: most recently saved first; who has left or blocked is not listed. */
export const SavedListSchema = /* @__PURE__ */ z.object({
  saved: z.array(SavedMemberSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type SavedList = z.infer<typeof SavedListSchema>;

/** A member marked "not interested", as the Settings list shows them (enough to recognise and undo). */
export const HiddenMemberSchema = /* @__PURE__ */ z.object({
  _id: z.uuid(),
  fullName: z.string(),
  age: z.number().int(),
  city: z.string(),
  photoUrl: z.string().nullable(),
  hiddenAt: z.string(),
});
export type HiddenMember = z.infer<typeof HiddenMemberSchema>;

export const HiddenListSchema = /* @__PURE__ */ z.object({
  members: z.array(HiddenMemberSchema),
  nextCursor: z.string().nullable(),
});
export type HiddenList = z.infer<typeof HiddenListSchema>;
