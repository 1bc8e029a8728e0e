import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installEnterBlocker } from './block-enter';

let uninstall: () => void;
beforeEach(() => {
  document.body.innerHTML = `<form><input id="name" /><textarea id="note"></textarea><button id="send" type="submit">Send</button></form>`;
  uninstall = installEnterBlocker();
});
afterEach(() => uninstall());

const pressEnter = (id: string) => {
  const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  document.getElementById(id)?.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the Enter key', () => {
  it('does not submit a form from a text input', () => {
    expect(pressEnter('name')).toBe(true);
  });

  it('still adds a new line in a textarea and still presses a focused button', () => {
    expect(pressEnter('note')).toBe(false);
    expect(pressEnter('send')).toBe(false);
  });
});
