import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { profilesQueryKey } from '../interests/invalidate-interest-data';
import { applyMarks } from './shortlist-cache';

/** The Saved list (features/browse), under `['profiles']` so that it reloads with the other lists. */
export const savedListQueryKey = ['profiles', 'saved'] as const;

/** `PUT /api/shortlist/{id}`: saves the member; with `note`, sets the private note ('' clears it). */
export function saveMember(id: string, note?: string) {
  return apiRequest('PUT /api/shortlist/:id', { params: { id }, body: note === undefined ? {} : { note } });
}

/** `DELETE /api/shortlist/{id}`: off the Saved list, the note with it. */
export function unsaveMember(id: string) {
  return apiRequest('DELETE /api/shortlist/:id', { params: { id } });
}

/**
 * Saves or unsaves member `id`, shown at once on every card and profile of theirs; if the server
 * refuses (the list is full, the member has gone), the lists reload as they are and the error is thrown.
 */
export async function setSaved(client: QueryClient, id: string, saved: boolean): Promise<void> {
  applyMarks(client, id, { saved });
  try {
    await (saved ? saveMember(id) : unsaveMember(id));
  } catch (error) {
    void client.invalidateQueries({ queryKey: profilesQueryKey });
    throw error;
  }
  void client.invalidateQueries({ queryKey: savedListQueryKey });
}

/** Sets the private note on member `id` (saving them if they were not), and shows it wherever it is shown. */
export async function saveNote(client: QueryClient, id: string, note: string): Promise<string> {
  const answer = await saveMember(id, note);
  applyMarks(client, id, { saved: true, note: answer.note });
  return answer.note;
}
