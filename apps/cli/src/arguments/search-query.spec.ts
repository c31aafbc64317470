import { searchQueryOf } from './search-query.js';

describe('searchQueryOf', () => {
  it('sends the words as q and each given filter under its API name', () => {
    expect(
      searchQueryOf(['complex', 'roots'], {
        module: 'core-pure',
        minMarks: 4,
        maxMarks: 8,
        exclude: ['a', 'b'],
        favouritesOnly: true,
        limit: 5,
      }),
    ).toEqual({
      q: 'complex roots',
      module: 'core-pure',
      minMarks: 4,
      maxMarks: 8,
      excludeIds: ['a', 'b'],
      favouritesOnly: true,
      limit: 5,
    });
  });

  it('leaves out what was not given, so the service applies its defaults', () => {
    expect(searchQueryOf([], { random: false, exclude: [], cursor: undefined })).toEqual({});
  });
});
