// The list reader of the grade engines: text rows, arrays of rows or objects, number cells, and the
// path and code of every bad cell. Expected values are the rows as a person reads them.
import { describe, expect, it } from 'vitest';
import { numberCell, readRows, type RowSpec } from '../../../../engines/grade/_lib/rows.ts';

const SPEC: RowSpec = {
  field: 'courses',
  noun: 'Course',
  columns: ['credits', 'grade'],
  example: 'Calculus:4:A',
  list: { max: 5, noun: 'courses' },
  cells: { credits: numberCell('credits'), grade: (v) => v },
};
const read = (value: unknown) => readRows(value, SPEC);
const credits = numberCell('credits');

describe('grade rows: number cells', () => {
  it.each([
    [3, 3],
    [' 3.5 ', 3.5],
    ['12', 12],
    ['.25', 0.25],
    ['+4', 4],
    ['-2', -2],
    ['7.', 7],
    ['1e1', 10],
    ['2E-1', 0.2],
    ['1.5e+2', 150],
    ['10e10', 1e11],
  ])('%o reads as %s', (cell, want) => {
    expect(credits(cell, 'courses.0.credits', 'Course 1')).toBe(want);
  });

  it.each([['abc'], ['3x'], ['x3'], ['1e'], ['1e+'], ['e5'], ['.'], ['1.2.3'], ['.e1'], ['1e400'], [Infinity], [Number.NaN], [true], [{}]])('%o is INVALID_NUMBER at its path', (cell) => {
    expect(credits(cell, 'courses.2.credits', 'Course 3')).toMatchObject({ code: 'INVALID_NUMBER', field: 'courses.2.credits' });
  });

  it.each([[undefined], [null], [''], ['   ']])('%o is a missing cell', (cell) => {
    expect(credits(cell, 'courses.0.credits', 'Course 1')).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'courses.0.credits' });
  });
});

describe('grade rows: lists', () => {
  it('splits text rows on CRLF, CR, LF and ";", skips blank lines and trims every part', () => {
    expect(read('A:3:4\r\nB:1:2\rC:5:6\n\n  D : 7 : 8 ;E:9:10;')).toEqual([
      { name: 'A', credits: 3, grade: '4' },
      { name: 'B', credits: 1, grade: '2' },
      { name: 'C', credits: 5, grade: '6' },
      { name: 'D', credits: 7, grade: '8' },
      { name: 'E', credits: 9, grade: '10' },
    ]);
  });

  it('the name is everything before the last two fields, and optional', () => {
    expect(read('CS 101: Intro:3:A')).toEqual([{ name: 'CS 101: Intro', credits: 3, grade: 'A' }]);
    expect(read('3:A')).toEqual([{ credits: 3, grade: 'A' }]);
    expect(read(':3:A')).toEqual([{ credits: 3, grade: 'A' }]);
    // One ':' at the very start: an empty first column, not a row without ':'.
    expect(read(':5')).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'courses.0.credits' });
  });

  it('text of more rows than the maximum is TOO_MANY_VALUES on the field; blank rows do not count', () => {
    expect(read('A:1:2;B:1:2;C:1:2;D:1:2;E:1:2;F:1:2')).toEqual({
      code: 'TOO_MANY_VALUES',
      field: 'courses',
      detail: 'courses holds more than 5 courses; at most 5 are accepted.',
      suggestion: 'Give at most 5 courses.',
    });
    expect(read('A:1:2;;;B:1:2;\n\nC:1:2;D:1:2;E:1:2;  ;')).toHaveLength(5);
  });

  it('a segment of only spaces between separators is a blank row', () => {
    expect(read('A:1:2;   ;B:3:4')).toEqual([
      { name: 'A', credits: 1, grade: '2' },
      { name: 'B', credits: 3, grade: '4' },
    ]);
  });

  it('a text row without ":" is INVALID_ROW on the field (on the item inside an array)', () => {
    expect(read('Calculus 4 A')).toMatchObject({ code: 'INVALID_ROW', field: 'courses' });
    expect(read(['A:1:2', 'Physics'])).toMatchObject({ code: 'INVALID_ROW', field: 'courses.1' });
  });

  it('an array mixes row strings and objects; one array item holds one row', () => {
    expect(read(['Calc:4:A', { name: 'Art', credits: '2', grade: 'B' }, { credits: 1, grade: 'C' }])).toEqual([
      { name: 'Calc', credits: 4, grade: 'A' },
      { name: 'Art', credits: 2, grade: 'B' },
      { credits: 1, grade: 'C' },
    ]);
    expect(read(['A:1:2;B:3:4'])).toMatchObject({ code: 'INVALID_ROW', field: 'courses.0' });
    expect(read(['A:1:2', ''])).toMatchObject({ code: 'INVALID_ROW', field: 'courses.1' });
  });

  it('leaves blanks and non-lists to the schema', () => {
    expect(read(undefined)).toBeUndefined();
    expect(read(null)).toBeNull();
    expect(read('  ')).toBe('  ');
    expect(read(5)).toBe(5);
    expect(read({ credits: 1 })).toEqual({ credits: 1 });
  });

  it('an item that is not an object is INVALID_INPUT at its index', () => {
    for (const item of [null, [1, 2], 5, true]) expect(read([{ credits: 1, grade: 'A' }, item])).toMatchObject({ code: 'INVALID_INPUT', field: 'courses.1' });
  });

  it('names: numbers become text, blanks are dropped, others are INVALID_INPUT; messages name the row', () => {
    expect(read([{ name: 101, credits: 1, grade: 'A' }])).toEqual([{ name: '101', credits: 1, grade: 'A' }]);
    expect(read([{ name: '  ', credits: 1, grade: 'A' }])).toEqual([{ credits: 1, grade: 'A' }]);
    expect(read([{ name: ' Art ', credits: 1, grade: 'A' }])).toEqual([{ name: 'Art', credits: 1, grade: 'A' }]);
    expect(read([{ credits: 1, grade: 'A' }, { name: { x: 1 }, credits: 1, grade: 'A' }])).toMatchObject({ code: 'INVALID_INPUT', field: 'courses.1.name' });
    const named = read([{ credits: 1, grade: 'A' }, { name: ' Physics ', credits: 'x', grade: 'B' }]) as { code: string; field: string; detail: string };
    expect(named).toMatchObject({ code: 'INVALID_NUMBER', field: 'courses.1.credits' });
    expect(named.detail).toContain('Course 2 (Physics)');
    const unnamed = read([{ credits: '', grade: 'A' }]) as { detail: string };
    expect(unnamed.detail.startsWith('Course 1 has')).toBe(true);
  });
});
