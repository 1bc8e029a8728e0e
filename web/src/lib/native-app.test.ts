import { beforeEach, describe, expect, it } from 'vitest';
import { appendDeviceFields, captureDeviceFields, deviceFields, isNativeApp } from './native-app';

beforeEach(() => sessionStorage.clear());

describe('native app hooks', () => {
  it('recognises the native app by its query parameter or user agent', () => {
    expect(isNativeApp('?native_app=1', 'Mozilla/5.0')).toBe(true);
    expect(isNativeApp('', 'Mozilla/5.0 EvenkeelApp/2.1')).toBe(true);
    expect(isNativeApp('', 'Mozilla/5.0 Chrome/156')).toBe(false);
  });

  it('keeps the device fields the app put in the address, and nothing else', () => {
    captureDeviceFields('?native_app=1&hardware=Pixel&os=Android&os_version=15&one_signal_token=abc&email=x');
    expect(deviceFields()).toEqual({
      hardware: 'Pixel',
      os: 'Android',
      os_version: '15',
      one_signal_token: 'abc',
    });
  });

  it('keeps nothing in a plain browser', () => {
    captureDeviceFields('?hardware=Pixel&one_signal_token=abc');
    expect(deviceFields()).toEqual({});
  });

  it('adds the fields to a form as it is sent, each once, and only the token at sign-out', () => {
    captureDeviceFields('?native_app=1&hardware=Pixel&one_signal_token=abc');
    const form = document.createElement('form');
    appendDeviceFields(form);
    appendDeviceFields(form);
    expect(Object.fromEntries(new FormData(form))).toEqual({ hardware: 'Pixel', one_signal_token: 'abc' });

    const signOut = document.createElement('form');
    appendDeviceFields(signOut, 'one_signal_token');
    expect(Object.fromEntries(new FormData(signOut))).toEqual({ device_token: 'abc' });
  });

  it('adds nothing to a form in a plain browser', () => {
    const form = document.createElement('form');
    appendDeviceFields(form, 'one_signal_token');
    expect(form.elements).toHaveLength(0);
  });
});
