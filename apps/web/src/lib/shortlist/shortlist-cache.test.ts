import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyMarks, withMarks } from './shortlist-cache';

const card = (id: string, saved = false) => ({ _id: id, fullName: id, saved });
const list = (...pages: ReturnType<typeof card>[][]) => ({
  pages: pages.map((profiles) => ({ profiles, nextCursor: null })),
  pageParams: pages.map(() => null),
});
const savedList = (ids: string[], total = ids.length) => ({
  pages: [{ saved: ids.map((id) => ({ profile: card(id, true), note: `note ${id}`, savedAt: '' })), total }],
  pageParams: [null],
});
const relationship = { interest: 'none', saved: true, note: 'kind', notInterested: false };
const profile = (id: string, marks: Partial<typeof relationship> = {}) => ({
  _id: id,
  relationship: { ...relationship, ...marks },
});

describe('the marks on a member, in the cached answers', () => {
  it('flips the saved flag of their card on every page, leaving the others as they are', () => {
    const data = list([card('a'), card('b')], [card('c')]);
    const next = withMarks(data, 'b', { saved: true }) as typeof data;
    expect(next.pages[0]?.profiles.map((p) => p.saved)).toEqual([false, true]);
    expect(next.pages[0]?.profiles[0]).toBe(data.pages[0]?.profiles[0]);
    expect(next.pages[1]).toBe(data.pages[1]);
  });

  it('takes a member marked "not interested" out of a list', () => {
    const next = withMarks(list([card('a'), card('b')]), 'a', { notInterested: true }) as ReturnType<typeof list>;
    expect(next.pages[0]?.profiles.map((p) => p._id)).toEqual(['b']);
  });

  it('answers undefined for an answer that does not hold the member, so it is left untouched', () => {
    expect(withMarks(list([card('a')]), 'z', { saved: true })).toBeUndefined();
    expect(withMarks(profile('a'), 'z', { saved: false })).toBeUndefined();
    expect(withMarks({ overall: 80 }, 'a', { saved: true })).toBeUndefined();
    expect(withMarks(undefined, 'a', { saved: true })).toBeUndefined();
  });

  it('takes an unsaved or hidden member off the Saved list and counts one fewer', () => {
    for (const marks of [{ saved: false }, { notInterested: true }]) {
      const next = withMarks(savedList(['a', 'b'], 7), 'a', marks) as ReturnType<typeof savedList>;
      expect(next.pages[0]?.saved.map((s) => s.profile._id)).toEqual(['b']);
      expect(next.pages[0]?.total).toBe(6);
    }
  });

  it('changes the note on the Saved list', () => {
    const next = withMarks(savedList(['a', 'b']), 'b', { saved: true, note: 'new' }) as ReturnType<typeof savedList>;
    expect(next.pages[0]?.saved.map((s) => s.note)).toEqual(['note a', 'new']);
  });

  it('keeps a profile page as the server does: unsaving drops the note, "not interested" unsaves, saving unhides', () => {
    const rel = (data: unknown) => (data as ReturnType<typeof profile>).relationship;
    expect(rel(withMarks(profile('a'), 'a', { saved: false }))).toMatchObject({ saved: false, note: '' });
    expect(rel(withMarks(profile('a'), 'a', { notInterested: true }))).toMatchObject({
      saved: false,
      note: '',
      notInterested: true,
    });
    const hidden = profile('a', { saved: false, note: '', notInterested: true });
    expect(rel(withMarks(hidden, 'a', { saved: true, note: 'hi' }))).toMatchObject({
      saved: true,
      note: 'hi',
      notInterested: false,
    });
  });

  it('reaches every answer under the profiles prefix and nothing else', () => {
    const client = new QueryClient();
    const browse = list([card('a'), card('b')]);
    client.setQueryData(['profiles', 'browse', {}], browse);
    client.setQueryData(['profiles', 'detail', 'a'], profile('a', { saved: false, note: '' }));
    client.setQueryData(['profiles', 'fit', 'a'], { overall: 50 });
    client.setQueryData(['interests', 'lists'], list([card('a')]));
    const fitUpdatedAt = client.getQueryState(['profiles', 'fit', 'a'])?.dataUpdatedAt;

    applyMarks(client, 'a', { saved: true });

    expect((client.getQueryData(['profiles', 'browse', {}]) as typeof browse).pages[0]?.profiles[0]?.saved).toBe(true);
    expect(client.getQueryData<ReturnType<typeof profile>>(['profiles', 'detail', 'a'])?.relationship.saved).toBe(true);
    expect(client.getQueryState(['profiles', 'fit', 'a'])?.dataUpdatedAt).toBe(fitUpdatedAt);
    expect(client.getQueryData<ReturnType<typeof list>>(['interests', 'lists'])?.pages[0]?.profiles[0]?.saved).toBe(
      false,
    );
  });
});
