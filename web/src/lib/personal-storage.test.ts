import { beforeEach, describe, expect, it } from 'vitest';
import { clearPersonalStorage, personalKey } from './personal-storage';

beforeEach(() => sessionStorage.clear());

describe('personal data in the tab', () => {
  it('removes every personal entry at sign-out and leaves the rest', () => {
    sessionStorage.setItem(personalKey('checkup:maya'), '{}');
    sessionStorage.setItem('evenkeel.device', '{}');
    clearPersonalStorage();
    expect(sessionStorage.getItem(personalKey('checkup:maya'))).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual(['evenkeel.device']);
  });
});
