import { describe, expect, it } from 'vitest';
import { endpointUrl } from './api-client';

describe('endpointUrl', () => {
  it('takes the method and the path from the key', () => {
    expect(endpointUrl('GET /api/messages/inbox')).toEqual({ method: 'GET', path: '/api/messages/inbox' });
  });

  it('fills each :name with its parameter, encoded', () => {
    expect(endpointUrl('POST /api/messages/:userId/block', { params: { userId: 'a b/c' } })).toEqual({
      method: 'POST',
      path: '/api/messages/a%20b%2Fc/block',
    });
  });

  it('appends the query in its order, leaving out what is not set', () => {
    const { path } = endpointUrl('GET /api/profiles', {
      query: { page: 2, city: 'Hyderabad & Secunderabad', verified: undefined, before: null },
    });
    expect(path).toBe('/api/profiles?page=2&city=Hyderabad+%26+Secunderabad');
  });

  it('adds no question mark when no query value is set', () => {
    expect(
      endpointUrl('GET /api/messages/:userId', { params: { userId: 'x' }, query: { before: undefined } }).path,
    ).toBe('/api/messages/x');
  });
});
