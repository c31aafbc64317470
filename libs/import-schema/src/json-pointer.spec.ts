import { pointer, withAncestors } from './json-pointer.js';

describe('JSON Pointers', () => {
  it('escapes ~ and / in tokens', () => {
    expect(pointer('questions', 0, 'criteria', 3, 'dependsOn', 0)).toBe('/questions/0/criteria/3/dependsOn/0');
    expect(pointer('pageSelections', 'a/b~c')).toBe('/pageSelections/a~1b~0c');
    expect(pointer()).toBe('');
  });

  it('lists a pointer with every pointer above it', () => {
    expect([...withAncestors(['/questions/0/label', '/source'])].sort()).toEqual([
      '',
      '/questions',
      '/questions/0',
      '/questions/0/label',
      '/source',
    ]);
    expect([...withAncestors([''])]).toEqual(['']);
  });
});
