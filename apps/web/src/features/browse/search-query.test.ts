import { describe, expect, it } from 'vitest';
import { browseProfilesQuery } from './api/get-profiles';
import { countFilters, hasSearch, queryFromParams, withoutFilters } from './search-query';

const address = (search: string) => new URLSearchParams(search);

describe('the query in the address', () => {
  it('asks for the first page alone when the address sets no filter (the path main.tsx requests early)', () => {
    expect(queryFromParams(address('tab=all&strict=true'))).toEqual({});
    expect(browseProfilesQuery(queryFromParams(address('')), null)).toEqual({ limit: '20' });
    expect(hasSearch(address('tab=matches'))).toBe(false);
  });

  it('takes each filter under its own name, trimmed, and leaves blanks and other parameters out', () => {
    const query = queryFromParams(
      address('tab=all&location=+Hyderabad+&profession=&sect=Sunni,Shia&cityId=7&cityName=Lahore&sort=best&x=1'),
    );
    expect(query).toEqual({ location: 'Hyderabad', sect: 'Sunni,Shia', cityId: '7', sort: 'best' });
    expect(hasSearch(address('sort=best'))).toBe(true);
  });

  it('gives equal searches equal keys, whatever order the address writes them in', () => {
    expect(JSON.stringify(queryFromParams(address('sect=Sunni&location=Pune')))).toBe(
      JSON.stringify(queryFromParams(address('location=Pune&sect=Sunni'))),
    );
  });

  it('counts the filters set, the order aside, and the advanced ones apart', () => {
    const query = queryFromParams(address('location=Pune&minAge=25&withPhoto=true&sort=nearest'));
    expect(countFilters(query)).toBe(3);
    expect(countFilters(query, true)).toBe(2);
  });

  it('clears every filter, the city with its name, and keeps the tab and the order', () => {
    const cleared = withoutFilters(address('tab=all&location=Pune&cityId=7&cityName=Lahore&cityCountry=PK&sort=best'));
    expect(cleared.toString()).toBe('tab=all&sort=best');
  });
});
