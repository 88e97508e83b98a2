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
