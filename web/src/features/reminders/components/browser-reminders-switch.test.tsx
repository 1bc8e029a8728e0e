import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { BrowserRemindersSwitch } from './browser-reminders-switch';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderSwitch() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <BrowserRemindersSwitch />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const jsonApi = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'content-type': 'application/vnd.api+json' } });

/** A browser with push: a fake service worker registration and Notification permission. */
function stubPushBrowser(permission: NotificationPermission, answer: NotificationPermission) {
  const subscription = {
    endpoint: 'https://push.example/sub-1',
    toJSON: () => ({
      endpoint: 'https://push.example/sub-1',
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  let subscribed: typeof subscription | null = null;
  const registration = {
    pushManager: {
      getSubscription: vi.fn(async () => subscribed),
      subscribe: vi.fn(async () => {
        subscribed = subscription;
        return subscription;
      }),
    },
  };
  const notification = { permission, requestPermission: vi.fn() };
  const requestPermission = notification.requestPermission.mockImplementation(async () => {
    notification.permission = answer;
    return answer;
  });
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      getRegistration: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
    },
  });
  return { register, requestPermission, registration };
}

describe('the "Remind me in this browser" switch', () => {
  it('explains when the browser cannot show notifications', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderSwitch();
    expect(await screen.findByText(/This browser cannot show reminders/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Remind me in this browser/ })).toBeDisabled();
  });

  it('asks permission only when turned on, subscribes with the server key and registers it', async () => {
    const browser = stubPushBrowser('default', 'granted');
    const posted: unknown[] = [];
    let registered = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init: RequestInit) => {
        if (url.pathname === '/api/push/vapid_public_key')
          return jsonApi({
            data: { type: 'vapid_public_keys', id: 'current', attributes: { public_key: 'BA'.repeat(43) } },
          });
        if (url.pathname === '/api/push_subscriptions' && init.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          registered = true;
          return jsonApi(
            {
              data: {
                type: 'push_subscriptions',
                id: 's1',
                attributes: { endpoint: 'https://push.example/sub-1' },
              },
            },
            201,
          );
        }
        if (url.pathname === '/api/push_subscriptions')
          return jsonApi({
            data: registered
              ? [
                  {
                    type: 'push_subscriptions',
                    id: 's1',
                    attributes: { endpoint: 'https://push.example/sub-1' },
                  },
                ]
              : [],
          });
        return jsonApi({}, 404);
      }),
    );
    renderSwitch();
    const control = await screen.findByRole('switch', { name: /Remind me in this browser/ });
    await waitFor(() => expect(control).toBeEnabled());
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.register).not.toHaveBeenCalled();
    await userEvent.click(control);
    expect(await screen.findByText('Reminders are on in this browser.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.registration.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    expect(posted).toEqual([
      {
        data: {
          type: 'push_subscriptions',
          attributes: {
            endpoint: 'https://push.example/sub-1',
            keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
          },
        },
      },
    ]);
    await waitFor(() => expect(control).toBeChecked());
  });

  it('stays off and says so when the member refuses notifications', async () => {
    const browser = stubPushBrowser('default', 'denied');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonApi({ data: [] })),
    );
    renderSwitch();
    const control = await screen.findByRole('switch', { name: /Remind me in this browser/ });
    await waitFor(() => expect(control).toBeEnabled());
    await userEvent.click(control);
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(screen.getAllByText(/Notifications are blocked for this site/)).toHaveLength(1);
    expect(browser.registration.pushManager.subscribe).not.toHaveBeenCalled();
    expect(control).not.toBeChecked();
  });
});
