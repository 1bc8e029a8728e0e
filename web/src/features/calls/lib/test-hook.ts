/**
 * The browser tests' window into a call (e2e/call.spec.ts): the live RTCPeerConnection, so they
 * can read its state and statistics exactly as the browser reports them. Exposed only when the
 * test sets `localStorage['evenkeel:expose-call'] = '1'` before the page loads; a person's
 * browser never has it, and it reveals nothing the page's own scripts could not read anyway.
 */
declare global {
  interface Window {
    __evenkeelCall?: RTCPeerConnection | null;
  }
}

export function exposeForTests(pc: RTCPeerConnection | null): void {
  try {
    if (window.localStorage.getItem('evenkeel:expose-call') === '1') window.__evenkeelCall = pc;
  } catch {
    // Storage refused (private mode, policies): nothing to expose.
  }
}

/**
 * The browser tests' relay-only call (`localStorage['evenkeel:ice-relay'] = '1'`): the one
 * server of the browser tests serves both a direct call and one through TURN. It can only
 * tighten what the server sends (EVENKEEL_ICE_TRANSPORT_POLICY), never loosen it.
 */
export function relayOnlyForTests(): boolean {
  try {
    return window.localStorage.getItem('evenkeel:ice-relay') === '1';
  } catch {
    return false;
  }
}
