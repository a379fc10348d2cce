import { act, screen } from '@testing-library/react';
import { prerenderPage } from '../prerender';
import { fakeBequest, type FakeCall } from '../test-setup/fake-bequest';
import { tenantAnswer } from '../test-setup/render-app';
import { startApp } from './start-app';

const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const tenant = (tenantId: 'bequest' | 'willow' = 'bequest') =>
  tenantAnswer(tenantId).body as Parameters<typeof prerenderPage>[0]['tenant'];

/** The page the server prerenders at `path`, as the browser receives it. */
const receivePrerendered = async (path: string, now = new Date()) => {
  const html = await prerenderPage({
    url: `http://localhost${path}`,
    template: TEMPLATE,
    tenant: tenant(),
    now,
  });
  if (html === null) throw new Error(`${path} was not prerendered`);
  window.history.replaceState(null, '', path);
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  return document.getElementById('root') as HTMLElement;
};

/** Every error React reports while the app starts: a hydration that mismatched among them. */
const reportedErrors = () => {
  const errors: unknown[] = [];
  jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  window.addEventListener('error', (event) => errors.push(event.error));
  return errors;
};

describe('a prerendered first screen (ADR 0017)', () => {
  beforeEach(() => {
    // The server prerenders only for a browser without the signed-in hint.
    document.cookie = 'signed_in=; path=/; max-age=0';
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it.each([
    ['/', 'Make your free will today'],
    ['/login?redirect=%2Faccount', 'Log in'],
  ])(
    '%s is in the page before the app starts, which takes it over as it is',
    async (path, heading) => {
      const root = await receivePrerendered(path);
      const shown = root.innerHTML;
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      const errors = reportedErrors();
      const calls: FakeCall[] = [];
      await act(() =>
        startApp(
          root,
          fakeBequest(() => ({ status: 404 }), calls),
        ),
      );
      expect(errors).toEqual([]);
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      // The tenant came with the page, and a browser without the hint asks for no user.
      expect(calls.map(({ call }) => call)).not.toContainEqual(
        expect.stringMatching(/tenant|\/me/),
      );
      expect(root.innerHTML.length).toBeGreaterThan(shown.length / 2);
    },
  );

  it('hydrates with the month the server rendered in, then shows the browser’s', async () => {
    const root = await receivePrerendered('/', new Date(2026, 7, 1, 0, 30));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'August is National Make-A-Will Month',
    );
    // Still July on the visitor's clock, as in a time zone behind the server's.
    jest.useFakeTimers({ now: new Date(2026, 6, 31, 20, 30), advanceTimers: true });
    const errors = reportedErrors();
    await act(() =>
      startApp(
        root,
        fakeBequest(() => ({ status: 404 })),
      ),
    );
    expect(errors).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Make your free will today',
    );
  });

  it('is not prerendered for a white label, nor for a main brand whose colors changed', async () => {
    const page = { url: 'http://localhost/', template: TEMPLATE, now: new Date() };
    expect(await prerenderPage({ ...page, tenant: tenant('willow') })).toBeNull();
    const recolored = tenant();
    const branding = {
      ...recolored.configuration.branding,
      theme: { ...recolored.configuration.branding.theme, primary: '#000000' },
    };
    expect(
      await prerenderPage({
        ...page,
        tenant: { ...recolored, configuration: { ...recolored.configuration, branding } },
      }),
    ).toBeNull();
  });
});
