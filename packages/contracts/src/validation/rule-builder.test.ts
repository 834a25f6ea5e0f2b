import { describe, expect, it } from 'vitest';
import { checkConfirmation, checkValue, describeIssue } from './rule-builder.ts';

const password = { shown: true, required: true, patternId: 6, acceptedPattern: '*', minLength: 6, maxLength: 20 };

describe('the rule builder', () => {
  it('reports a missing required value with the field name and "not empty"', () => {
    const issue = checkValue('username', '', { ...password, patternId: 2 });
    expect(describeIssue(issue!)).toBe('Username cannot be empty');
    expect(
      describeIssue(issue!, (key, english) =>
        key === 'validation.notEmpty' ? 'không được để trống' : key === 'field.username' ? 'Tên đăng nhập' : english,
      ),
    ).toBe('Tên đăng nhập không được để trống');
  });

  it('accepts an empty optional value and checks a present one', () => {
    expect(checkValue('email', '', { ...password, required: false, patternId: 4 })).toBeNull();
    expect(
      describeIssue(checkValue('email', 'x@', { ...password, required: false, patternId: 4, minLength: 1 })!),
    ).toBe('E-mail format is incorrect');
  });

  it('checks length bounds as well as the pattern, with (min) and (max) filled', () => {
    expect(checkValue('password', 'abc12', password)).toMatchObject({ kind: 'pattern', min: 6, max: 20 });
    expect(describeIssue(checkValue('password', 'abcdefgh', password)!)).toBe(
      'Must combine letters and digits, 6 - 20 characters',
    );
    expect(describeIssue(checkValue('password', 'abc', { ...password, minLength: 6, maxLength: 6 })!)).toBe(
      'Must combine letters and digits, 6 characters',
    );
    expect(checkValue('password', 'abc123', password)).toBeNull();
  });

  it('uses a custom acceptedPattern instead of the kind when one is set', () => {
    expect(checkValue('idNumber', 'AB-123', { ...password, acceptedPattern: '^[A-Z]{2}-\\d{3}$' })).toBeNull();
    expect(checkValue('idNumber', 'AB123', { ...password, acceptedPattern: '^[A-Z]{2}-\\d{3}$' })).not.toBeNull();
  });

  it('uses the fixed spec sentences for mobile, verification code and invitation code', () => {
    const digits = { ...password, patternId: 7, minLength: 8, maxLength: 11 };
    expect(describeIssue(checkValue('mobileNum', '12', digits)!)).toBe('Please enter a valid mobile number');
    expect(describeIssue(checkValue('verificationCode', 'x', digits)!)).toBe('Please enter a valid verification code');
    expect(describeIssue(checkValue('affiliateCode', '!!', { ...password, patternId: 15 })!)).toBe(
      'Invalid invitation code',
    );
  });

  it('reports a confirmation that differs as inconsistent', () => {
    expect(describeIssue(checkConfirmation('confirmPassword', 'abc1234', 'abc12345')!)).toBe(
      'Confirmation password is not correct.',
    );
    expect(checkConfirmation('confirmPassword', 'abc12345', 'abc12345')).toBeNull();
  });
});
