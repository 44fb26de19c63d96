import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEST_ACCOUNT,
  googleTestIdToken,
  rememberTestAccount,
  suggestedTestAccount,
} from '@/features/auth/google-test-account';

describe('googleTestIdToken', () => {
  it('is the JSON claims the Auth emulator accepts, verified e-mail included', () => {
    expect(JSON.parse(googleTestIdToken({ name: ' Lin Wu ', email: ' Lin@Example.com ' }))).toEqual(
      {
        sub: 'test-google-lin@example.com',
        email: 'lin@example.com',
        email_verified: true,
        name: 'Lin Wu',
      },
    );
  });

  it('gives the same e-mail the same Google account id, whatever the name', () => {
    const a = JSON.parse(googleTestIdToken({ name: 'Lin', email: 'lin@example.com' }));
    const b = JSON.parse(googleTestIdToken({ name: 'Someone else', email: 'LIN@example.com' }));
    expect(a.sub).toBe(b.sub);
  });

  it('leaves a blank name out', () => {
    expect(
      JSON.parse(googleTestIdToken({ name: '  ', email: 'lin@example.com' })),
    ).not.toHaveProperty('name');
  });
});

describe('the suggested test account', () => {
  it('starts from the default, then offers the last account used', () => {
    expect(suggestedTestAccount(localStorage)).toEqual(DEFAULT_TEST_ACCOUNT);
    rememberTestAccount({ name: ' Lin ', email: ' lin@example.com ' }, localStorage);
    expect(suggestedTestAccount(localStorage)).toEqual({ name: 'Lin', email: 'lin@example.com' });
    localStorage.clear();
  });

  it('ignores a damaged saved value', () => {
    localStorage.setItem('stepwise.googleTestAccount', '{not json');
    expect(suggestedTestAccount(localStorage)).toEqual(DEFAULT_TEST_ACCOUNT);
    localStorage.setItem('stepwise.googleTestAccount', JSON.stringify({ name: 1 }));
    expect(suggestedTestAccount(localStorage)).toEqual(DEFAULT_TEST_ACCOUNT);
    localStorage.clear();
  });
});
