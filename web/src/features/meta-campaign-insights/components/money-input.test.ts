import { describe, expect, it } from 'vitest';
import { moneyToSave, stripMoneyInput } from './money-input';

describe('stripMoneyInput', () => {
  it('keeps only digits and the dot', () => {
    expect(stripMoneyInput('$1,250.50 USD')).toBe('1250.50');
    expect(stripMoneyInput('-12e3')).toBe('123');
    expect(stripMoneyInput('abc')).toBe('');
    expect(stripMoneyInput('0.75')).toBe('0.75');
  });
});

describe('moneyToSave', () => {
  it('is nothing for an empty value, a lone dot or two dots', () => {
    expect(moneyToSave('')).toBeUndefined();
    expect(moneyToSave('.')).toBeUndefined();
    expect(moneyToSave('1.2.3')).toBeUndefined();
  });

  it('reads a number with or without decimals', () => {
    expect(moneyToSave('25')).toBe(25);
    expect(moneyToSave('12.5')).toBe(12.5);
    expect(moneyToSave('.5')).toBe(0.5);
  });
});
