import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { profilesQueryKey } from '../interests/invalidate-interest-data';
import { applyMarks } from './shortlist-cache';

/** The list of members marked "not interested" (features/settings). */
export const notInterestedQueryKey = ['not-interested'] as const;

/** `PUT /api/not-interested/{id}`: the member leaves every list of the viewer's, and the Saved list. */
export function markNotInterested(id: string) {
  return apiRequest('PUT /api/not-interested/:id', { params: { id }, body: {} });
}

/** `DELETE /api/not-interested/{id}`: the undo. */
export function undoNotInterested(id: string) {
  return apiRequest('DELETE /api/not-interested/:id', { params: { id } });
}

/**
 * Marks member `id` "not interested": they leave every cached list at once (and a profile of theirs
 * says so). If the server refuses, the lists reload as they are and the error is thrown.
 */
export async function hideMember(client: QueryClient, id: string): Promise<void> {
  applyMarks(client, id, { notInterested: true });
  try {
    await markNotInterested(id);
  } catch (error) {
    void client.invalidateQueries({ queryKey: profilesQueryKey });
    throw error;
  }
  void client.invalidateQueries({ queryKey: notInterestedQueryKey });
}

/** Undoes "not interested": the lists reload with the member back in them. */
export async function showMemberAgain(client: QueryClient, id: string): Promise<void> {
  await undoNotInterested(id);
  applyMarks(client, id, { notInterested: false });
  void client.invalidateQueries({ queryKey: profilesQueryKey });
  void client.invalidateQueries({ queryKey: notInterestedQueryKey });
}
