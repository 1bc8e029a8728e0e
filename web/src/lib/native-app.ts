/**
 * The native app opens the web pages with `?native_app=1` and its device fields in the address
 * (hardware, model, one_signal_token, os, os_version), or with "EvenkeelApp" in its user agent.
 * The fields are kept for the visit (sessionStorage) and sent at sign-in and sign-up as hidden
 * inputs; the device token goes with sign-out so the server stops pushing to that device.
 */
export const DEVICE_FIELDS = ['hardware', 'model', 'one_signal_token', 'os', 'os_version'] as const;
export type DeviceFields = Partial<Record<(typeof DEVICE_FIELDS)[number], string>>;

const KEY = 'evenkeel.device';

export function isNativeApp(
  search: string = window.location.search,
  userAgent = navigator.userAgent,
): boolean {
  return new URLSearchParams(search).get('native_app') === '1' || /EvenkeelApp/.test(userAgent);
}

/** Called once at start: remembers the device fields the native app put in the address. */
export function captureDeviceFields(search: string = window.location.search): void {
  if (!isNativeApp(search)) return;
  const params = new URLSearchParams(search);
  const fields: DeviceFields = {};
  for (const name of DEVICE_FIELDS) {
    const value = params.get(name);
    if (value) fields[name] = value.slice(0, 200);
  }
  if (Object.keys(fields).length > 0) sessionStorage.setItem(KEY, JSON.stringify(fields));
}

export function deviceFields(): DeviceFields {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as DeviceFields;
  } catch {
    return {};
  }
}

/**
 * Adds the device fields to `form` as hidden inputs (those it does not hold already), just before it
 * is sent: the tab's storage is read at that moment, not while a page draws (a tab's first
 * sessionStorage read waits on the browser process: 50 ms of a page's start-up, measured).
 * `only` adds the device token alone, named `device_token` (sign-out: the server stops pushing to
 * that device).
 */
export function appendDeviceFields(form: HTMLFormElement, only?: 'one_signal_token'): void {
  const fields = deviceFields();
  for (const name of DEVICE_FIELDS) {
    const value = fields[name];
    const field = only ? 'device_token' : name;
    if (!value || (only && name !== only) || form.elements.namedItem(field)) continue;
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field;
    input.value = value;
    form.append(input);
  }
}
