// Long multiplication and long division worked in full: every layout line and
// step sentence is typed out by hand, since the text is part of the
// multiplication and division engines' results (a misplaced digit, point or
// rule, or a wrong word, is a wrong answer on the page).
import { describe, expect, it } from 'vitest';
import { longDivision, longMultiplication } from '../../../../engines/math/_lib/written-methods.ts';
import { dec } from './decimal-input.ts';

const mulLines = (a: string, b: string) => longMultiplication(dec(a), dec(b)).text.split('\n');
const divLines = (a: string, b: string, places: number) => longDivision(dec(a), dec(b), places).text.split('\n');

describe('long multiplication: the notes', () => {
  it('23 × 45: whole numbers get no decimal-point notes; one note per row, then the sum', () => {
    expect(mulLines('23', '45')).toEqual([
      '    23',
      '×   45',
      '  ----',
      '   115   (23 × 5)',
      '   920   (23 × 40)',
      '  ----',
      '  1035',
      '',
      'Ones digit 5: 23 × 5 = 115.',
      'Tens digit 4: 23 × 4 = 92, shifted 1 place left: 920.',
      'Add the rows: 115 + 920 = 1035.',
    ]);
  });

  it('123 × 405: a row shifted 2 places says "places"; a zero digit still gets its row', () => {
    expect(mulLines('123', '405')).toEqual([
      '    123',
      '×   405',
      '  -----',
      '    615   (123 × 5)',
      '      0   (123 × 0)', // the zero digit's row, not "× 00"
      '  49200   (123 × 400)',
      '  -----',
      '  49815',
      '',
      'Ones digit 5: 123 × 5 = 615.',
      'Tens digit 0: 123 × 0 = 0, shifted 1 place left: 0.',
      'Hundreds digit 4: 123 × 4 = 492, shifted 2 places left: 49200.',
      'Add the rows: 615 + 0 + 49200 = 49815.',
    ]);
  });

  it('0.12 × 0.3: the points are ignored, then 2 + 1 = 3 decimal places (plural); one row, so no row notes', () => {
    expect(mulLines('0.12', '0.3')).toEqual([
      '  12',
      '×  3',
      '  --',
      '  36',
      '',
      'Ignore the decimal points and multiply 12 × 3 = 36.',
      'The factors have 2 + 1 = 3 decimal places, so the product is 0.036.',
    ]);
  });

  it('1.2 × 3: exactly 1 decimal place (singular)', () => {
    expect(mulLines('1.2', '3')).toEqual([
      '  12',
      '×  3',
      '  --',
      '  36',
      '',
      'Ignore the decimal points and multiply 12 × 3 = 36.',
      'The factors have 1 + 0 = 1 decimal place, so the product is 3.6.',
    ]);
  });
});

describe('long division: layouts and steps worked by hand', () => {
  it('7 ÷ 3 to 2 places: zeros brought down after the point, points aligned in quotient and dividend', () => {
    expect(divLines('7', '3', 2)).toEqual([
      '    2.33',
      '    ----',
      '3 ) 7.00',
      '    6',
      '    -',
      '    1 0', // remainder 1 and the 0 brought down, either side of the point column
      '      9',
      '    ---',
      '      10',
      '       9',
      '      --',
      '       1',
      '',
      'Start with 7: 7 ÷ 3 = 2; 2 × 3 = 6; 7 − 6 = 1.',
      'Bring down 0 (a zero after the point): 10 ÷ 3 = 3; 3 × 3 = 9; 10 − 9 = 1.',
      'Bring down 0 (a zero after the point): 10 ÷ 3 = 3; 3 × 3 = 9; 10 − 9 = 1.',
      'Stopped after 2 decimal places with remainder 1: 7 ÷ 3 ≈ 2.33…',
    ]);
  });

  it('7 ÷ 3 to 1 place: "1 decimal place" (singular)', () => {
    expect(divLines('7', '3', 1)).toEqual([
      '    2.3',
      '    ---',
      '3 ) 7.0',
      '    6',
      '    -',
      '    1 0',
      '      9',
      '    ---',
      '      1',
      '',
      'Start with 7: 7 ÷ 3 = 2; 2 × 3 = 6; 7 − 6 = 1.',
      'Bring down 0 (a zero after the point): 10 ÷ 3 = 3; 3 × 3 = 9; 10 − 9 = 1.',
      'Stopped after 1 decimal place with remainder 1: 7 ÷ 3 ≈ 2.3…',
    ]);
  });

  it('156 ÷ 12: a leading 0 digit is neither written on top nor drawn; the steps name their places', () => {
    const r = longDivision(dec('156'), dec('12'), 2);
    expect(r.text.split('\n')).toEqual([
      '      13',
      '     ---',
      '12 ) 156',
      '     12',
      '     --',
      '      36',
      '      36',
      '      --',
      '       0',
      '',
      'Start with 1: 1 is less than 12, so write 0; remainder 1.',
      'Bring down 5: 15 ÷ 12 = 1; 1 × 12 = 12; 15 − 12 = 3.',
      'Bring down 6: 36 ÷ 12 = 3; 3 × 12 = 36; 36 − 36 = 0.',
      'Remainder 0: 156 ÷ 12 = 13 exactly.',
    ]);
    expect(r.steps.map((s) => [s.column, s.place, s.place_name])).toEqual([
      [0, 2, 'hundreds'],
      [1, 1, 'tens'],
      [2, 0, 'ones'],
    ]);
    expect(r).toMatchObject({ quotient: '13', remainder: '0', complete: true });
  });

  it('0.05 ÷ 2 to 3 places: leading zeros before the point are written, the drawing starts at the first non-zero digit', () => {
    const r = longDivision(dec('0.05'), dec('2'), 3);
    expect(r.text.split('\n')).toEqual([
      '    0.025',
      '    -----',
      '2 ) 0.050',
      '       4',
      '       -',
      '       10',
      '       10',
      '       --',
      '        0',
      '',
      'Start with 0: 0 is less than 2, so write 0; remainder 0.',
      'Bring down 0: 0 is less than 2, so write 0; remainder 0.',
      'Bring down 5: 5 ÷ 2 = 2; 2 × 2 = 4; 5 − 4 = 1.',
      'Bring down 0 (a zero after the point): 10 ÷ 2 = 5; 5 × 2 = 10; 10 − 10 = 0.',
      'Remainder 0: 0.05 ÷ 2 = 0.025 exactly.',
    ]);
    expect(r.steps.map((s) => s.place)).toEqual([0, -1, -2, -3]);
  });

  it('1.25 ÷ 1 to 1 place: remainder 0 but a dividend digit is left, so not exact; the unused digit stays in the dividend', () => {
    const r = longDivision(dec('1.25'), dec('1'), 1);
    expect(r.text.split('\n')).toEqual([
      '    1.2',
      '    ----',
      '1 ) 1.25',
      '    1',
      '    -',
      '    0 2',
      '      2',
      '    ---',
      '      0',
      '',
      'Start with 1: 1 ÷ 1 = 1; 1 × 1 = 1; 1 − 1 = 0.',
      'Bring down 2: 2 ÷ 1 = 2; 2 × 1 = 2; 2 − 2 = 0.',
      'Stopped after 1 decimal place with remainder 0: 1.25 ÷ 1 ≈ 1.2…',
    ]);
    expect(r.complete).toBe(false);
  });

  it('1.5 ÷ 1 to 0 places: no point on top when no digit after it is written; a decimal dividend "stops", it has no whole remainder', () => {
    expect(divLines('1.5', '1', 0)).toEqual([
      '    1',
      '    ---',
      '1 ) 1.5',
      '    1',
      '    -',
      '    0',
      '',
      'Start with 1: 1 ÷ 1 = 1; 1 × 1 = 1; 1 − 1 = 0.',
      'Stopped after 0 decimal places with remainder 0: 1.5 ÷ 1 ≈ 1…',
    ]);
  });

  it('22 ÷ 7 to 0 places: whole numbers end with quotient and remainder', () => {
    expect(divLines('22', '7', 0)).toEqual([
      '     3',
      '    --',
      '7 ) 22',
      '    21',
      '    --',
      '     1',
      '',
      'Start with 2: 2 is less than 7, so write 0; remainder 2.',
      'Bring down 2: 22 ÷ 7 = 3; 3 × 7 = 21; 22 − 21 = 1.',
      '22 ÷ 7 = 3 remainder 1.',
    ]);
  });

  it('12 ÷ 50 to 0 places: an all-zero quotient writes one 0, in the ones column, and draws the last step', () => {
    expect(divLines('12', '50', 0)).toEqual([
      '      0',
      '     --',
      '50 ) 12',
      '      0',
      '     --',
      '     12',
      '',
      'Start with 1: 1 is less than 50, so write 0; remainder 1.',
      'Bring down 2: 12 is less than 50, so write 0; remainder 12.',
      '12 ÷ 50 = 0 remainder 12.',
    ]);
  });

  it('0.7 ÷ 0.03 to 1 place: both points move 2 places (plural); a dividend 0 is brought down without the "after the point" note', () => {
    expect(divLines('0.7', '0.03', 1)).toEqual([
      'Move both decimal points 2 places right so the divisor is whole: 0.7 ÷ 0.03 = 70 ÷ 3.',
      '',
      '    23.3',
      '    ----',
      '3 ) 70.0',
      '    6',
      '    -',
      '    10',
      '     9',
      '    --',
      '     1 0',
      '       9',
      '     ---',
      '       1',
      '',
      'Start with 7: 7 ÷ 3 = 2; 2 × 3 = 6; 7 − 6 = 1.',
      'Bring down 0: 10 ÷ 3 = 3; 3 × 3 = 9; 10 − 9 = 1.',
      'Bring down 0 (a zero after the point): 10 ÷ 3 = 3; 3 × 3 = 9; 10 − 9 = 1.',
      'Stopped after 1 decimal place with remainder 1: 70 ÷ 3 ≈ 23.3…',
    ]);
  });

  it('4.2 ÷ 0.2: both points move 1 place (singular); the first digit is non-zero so every step is drawn', () => {
    expect(divLines('4.2', '0.2', 0)).toEqual([
      'Move both decimal points 1 place right so the divisor is whole: 4.2 ÷ 0.2 = 42 ÷ 2.',
      '',
      '    21',
      '    --',
      '2 ) 42',
      '    4',
      '    -',
      '    02',
      '     2',
      '    --',
      '     0',
      '',
      'Start with 4: 4 ÷ 2 = 2; 2 × 2 = 4; 4 − 4 = 0.',
      'Bring down 2: 2 ÷ 2 = 1; 1 × 2 = 2; 2 − 2 = 0.',
      'Remainder 0: 42 ÷ 2 = 21 exactly.',
    ]);
  });
});
