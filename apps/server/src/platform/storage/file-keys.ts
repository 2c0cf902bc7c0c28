import { randomUUID } from 'node:crypto';
import type { PhotoVariant } from '@mithaq/contracts/media';

/**
 * Every key the app writes, in one place: the orphan purge touches only keys of these shapes, so a
 * bucket shared with other data keeps that data (the storage_objects migration wrote the same shapes).
 */
export const FILE_KEY_PREFIXES = ['photos/', 'govt-ids/', 'selfies/', 'known-scam-images/'] as const;

/**
 * One file per variant: a blurred variant is its own file, so an address of it never leads to the
 * original (spec section 4 "Photo privacy").
 */
export const photoFileKey = (photoId: string, variant: PhotoVariant) => `photos/${photoId}/${variant}`;

/** A new key for each upload: a replaced document's file is deleted only after the new one is recorded. */
export const govtIdFileKey = (memberId: string) => `govt-ids/${memberId}/${randomUUID()}`;

export const isAppFileKey = (key: string) => FILE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));

/** A selfie for verification, encrypted like an ID document; a new key for each selfie. */
export const selfieFileKey = (memberId: string) => `selfies/${memberId}/${randomUUID()}`;

/** The thumbnail of an image staff keep as a known scam photo, by its row's id. */
export const knownScamImageKey = (id: string) => `known-scam-images/${id}`;
