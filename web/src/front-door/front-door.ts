// The signed-out pages (`/`, `/sign-in`, `/sign-up`, `/crisis`) are drawn by the server and work
// without this script (docs/decisions/0008-front-door.md). It only adds what a script can: the
// Enter key that never submits (spec §2), showing a password, the native app's device fields, the
// service worker that keeps crisis help offline, and a dismissable flash. The app's own code is
// never loaded here: a visitor downloads it once signed in.
import '../components/skip-link.css';
import './front-door.css';
import { installEnterBlocker } from '../lib/block-enter';
import { appendDeviceFields, captureDeviceFields } from '../lib/native-app';
import { registerServiceWorker } from '../lib/service-worker';
import { TOAST_DURATION_MS } from '../lib/toast-kinds';

/** A password's show/hide button: drawn hidden by the server, shown once it can work. */
function enablePasswordToggle(button: HTMLButtonElement): void {
  const input = document.getElementById(button.dataset.passwordToggle ?? '');
  if (!(input instanceof HTMLInputElement)) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    const shown = input.type === 'text';
    input.type = shown ? 'password' : 'text';
    button.setAttribute('aria-pressed', String(!shown));
  });
}

/** A flash closes by itself, or by its button, like the app's toasts. */
function enableFlashClose(button: HTMLButtonElement): void {
  const flash = button.closest('[data-flash]');
  button.hidden = false;
  button.addEventListener('click', () => flash?.remove());
  setTimeout(() => flash?.remove(), TOAST_DURATION_MS);
}

installEnterBlocker();
captureDeviceFields();
registerServiceWorker();
// As each form is sent, not now: the tab's storage is read then (lib/native-app.ts).
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-device-fields]'))
  form.addEventListener('submit', () => appendDeviceFields(form));
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-password-toggle]')) {
  enablePasswordToggle(button);
}
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-flash] button'))
  enableFlashClose(button);

/** Crisis help's address for a place: what the country form sends. */
function crisisHref(country: string, region: string | null): string {
  const query = new URLSearchParams({ country });
  if (region) query.set('region', region);
  return `/crisis?${query}`;
}

/** Set once the person sends the country form: their choice is never replaced by a guess. */
let placeChosen = false;

/** The country form opens the lines as soon as a country is chosen; a new country clears the region. */
function enableCrisisForm(form: HTMLFormElement): void {
  const country = form.querySelector<HTMLSelectElement>('select[name="country"]');
  const region = form.querySelector<HTMLSelectElement>('select[name="region"]');
  form.addEventListener('submit', () => {
    placeChosen = true;
  });
  country?.addEventListener('change', () => {
    if (region) region.value = '';
    form.requestSubmit();
  });
  region?.addEventListener('change', () => form.requestSubmit());
  // A choice made while the page was drawn but this script not yet run (a slow phone, or a quick
  // hand) would otherwise be lost: the page still shows the place before it. Open it now.
  const chosenEarly = (select: HTMLSelectElement | null) =>
    select !== null &&
    select.value !== '' &&
    select.selectedIndex >= 0 &&
    !select.options[select.selectedIndex]?.defaultSelected;
  // Back or Forward restores the choice that left this page: show this page's place instead.
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type === 'back_forward') {
    for (const select of [country, region])
      for (const option of select?.options ?? []) option.selected = option.defaultSelected;
  } else if (chosenEarly(country)) {
    if (region) region.value = '';
    form.requestSubmit();
  } else if (chosenEarly(region)) form.requestSubmit();
}

/**
 * With no place in the address, the browser's time zone says where it is (never the interface
 * language: an English browser in Paris is in France), when crisis help knows that country. Its
 * table loads only here.
 */
async function placeFromTimeZone(form: HTMLFormElement): Promise<void> {
  if (new URLSearchParams(window.location.search).has('country')) return;
  const { browserLocation } = await import('../lib/time-zone-location');
  // The table loads while the person may already be choosing: a country chosen by hand (sent, or
  // picked and not yet sent) wins over the time zone's guess, which would otherwise replace the
  // page they asked for.
  const picked = form.querySelector<HTMLSelectElement>('select[name="country"]');
  if (placeChosen || (picked !== null && picked.value !== '')) return;
  const place = browserLocation();
  const known = place && form.querySelector(`select[name="country"] option[value="${place.country}"]`);
  if (place && known) window.location.replace(crisisHref(place.country, place.region));
}

/** "Use my position": the nearest place the API knows (GET /api/places/nearest), then its lines. */
function enableLocate(button: HTMLButtonElement): void {
  const error = document.querySelector<HTMLElement>('[data-locate-error]');
  const fail = (message: string | undefined) => {
    button.removeAttribute('aria-busy');
    if (error) error.textContent = message ?? '';
  };
  button.hidden = false;
  button.addEventListener('click', () => {
    if (error) error.textContent = '';
    if (!('geolocation' in navigator)) return fail(button.dataset.unsupported);
    button.setAttribute('aria-busy', 'true');
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const query = new URLSearchParams({
          'filter[latitude]': String(coords.latitude),
          'filter[longitude]': String(coords.longitude),
        });
        try {
          const response = await fetch(`/api/places/nearest?${query}`, {
            headers: { accept: 'application/vnd.api+json' },
          });
          if (!response.ok) throw new Error(String(response.status));
          const { data } = (await response.json()) as {
            data: { attributes: { country_code: string; administrative_area_code: string | null } };
          };
          window.location.assign(
            crisisHref(data.attributes.country_code, data.attributes.administrative_area_code),
          );
        } catch {
          fail(button.dataset.failed);
        }
      },
      () => fail(button.dataset.denied),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
}

const crisis = document.querySelector<HTMLElement>('.fd-crisis');
const crisisForm = crisis?.querySelector<HTMLFormElement>('form');
if (crisis && crisisForm) {
  enableCrisisForm(crisisForm);
  if (crisis.hasAttribute('data-needs-place')) void placeFromTimeZone(crisisForm);
  const locate = crisis.querySelector<HTMLButtonElement>('button[data-locate]');
  if (locate) enableLocate(locate);
}

// Every enhancement above is in place (the Enter blocker first of all): say so on the page, so
// that a browser test waits for it before pressing Enter or using a button the script shows. A
// person who presses Enter sooner, or has no script at all, gets the browser's own behaviour: the
// form is sent, and works (docs/decisions/0008-front-door.md).
document.documentElement.dataset.enhanced = 'true';
