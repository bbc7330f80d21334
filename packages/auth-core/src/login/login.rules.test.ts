import { describe, expect, it } from 'vitest';
import { LOGIN_ACTION_CASES, LOGIN_FIELD_CASES } from './login.cases';
import { loginAction, loginFieldError, loginNext } from './login.rules';

describe('login rules', () => {
  it.each(LOGIN_ACTION_CASES)('$mode on $step sends $expected', ({ mode, step, expected }) => {
    expect(loginAction(mode, step)).toBe(expected);
  });
  it.each(LOGIN_FIELD_CASES)('login "$login" -> $expected', ({ login, expected }) => {
    expect(loginFieldError(login)).toBe(expected);
  });
  it('reads a two-step answer and a signed-in answer', () => {
    expect(loginNext({ status: 'two_step', userId: null, redirectUrl: null, twoStepToken: 'abcdefghijklmnop' })).toEqual({ kind: 'two_step', token: 'abcdefghijklmnop' });
    expect(loginNext({ status: 'ok', userId: 5, redirectUrl: '/en', twoStepToken: null })).toEqual({ kind: 'done', userId: 5, redirectUrl: '/en' });
  });
});
