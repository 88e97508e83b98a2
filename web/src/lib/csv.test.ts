import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('running shoes')).toBe('running shoes');
    expect(csvField('')).toBe('');
  });

  it('quotes commas, line breaks and quotes, doubling the quotes', () => {
    expect(csvField('shoes, cheap')).toBe('"shoes, cheap"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\rb')).toBe('"a\rb"');
    expect(csvField('the "best" shoes')).toBe('"the ""best"" shoes"');
  });
});

describe('csvField against formula injection (OWASP CSV Injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
    ['+1+cmd|/C calc!A0', `"'+1+cmd|/C calc!A0"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('prefixes %j with a single quote and quotes it', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('leaves those characters alone anywhere but at the start', () => {
    expect(csvField('shoes = boots')).toBe('shoes = boots');
    expect(csvField('e-mail @ home')).toBe('e-mail @ home');
  });
});

describe('toCsv', () => {
  it('ends every record with CRLF and separates fields with commas', () => {
    expect(
      toCsv([
        ['ID', 'Title'],
        ['1', 'Hello, "world"'],
      ]),
    ).toBe('ID,Title\r\n1,"Hello, ""world"""\r\n');
  });

  it('is empty for no rows', () => {
    expect(toCsv([])).toBe('');
  });
});
