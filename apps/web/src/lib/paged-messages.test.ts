import { describe, expect, it } from 'vitest';
import { oldestFirst } from './paged-messages';

const page = (...ids: string[]) => ({ messages: ids.map((_id) => ({ _id })) });

describe('oldestFirst', () => {
  it('puts older pages first, keeps each page in order and drops repeats', () => {
    expect(oldestFirst([page('m4', 'm5'), page('m2', 'm3', 'm4'), page('m1')]).map((m) => m._id)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
    ]);
    expect(oldestFirst([])).toEqual([]);
  });
});
