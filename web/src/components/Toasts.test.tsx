import { act, render, screen } from '@testing-library/react';
import { ToastProvider, useToast, type ToastRequest } from './Toasts';

const Trigger = ({ toast }: { readonly toast: ToastRequest }) => {
  const show = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      Show
    </button>
  );
};

const showToast = (toast: ToastRequest) => {
  render(
    <ToastProvider>
      <Trigger toast={toast} />
    </ToastProvider>,
  );
  act(() => screen.getByRole('button', { name: 'Show' }).click());
};

describe('toasts (platform-core.md 8)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes a toast after 4.5 s', () => {
    showToast({ message: 'Saved.', tone: 'success' });
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    act(() => jest.advanceTimersByTime(4_499));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('times each toast from its own appearance, whatever shows after it', () => {
    showToast({ message: 'Saved.', tone: 'success' });
    act(() => jest.advanceTimersByTime(3_000));
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1_500));
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('keeps a persistent error until it is dismissed', () => {
    showToast({ message: 'Failed.', tone: 'error', persistent: true });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed.');
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
