import { act, render, screen } from '@testing-library/react';
import { Reveal } from './Reveal';

type Report = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** An IntersectionObserver whose reports the test makes, remembering how it was set up. */
const mockObserver = () => {
  const observer = { report: (() => {}) as Report, rootMargin: '', disconnected: false };
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observer.report = (entries) =>
        act(() =>
          callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver),
        );
      observer.rootMargin = options?.rootMargin ?? '';
    }
    observe() {}
    disconnect() {
      observer.disconnected = true;
    }
  } as unknown as typeof IntersectionObserver;
  return observer;
};

const wrapper = () => screen.getByText('Why is it free?').parentElement!;

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('a section revealed near the viewport (platform-core.md 2.5)', () => {
  it('simply shows where there is no IntersectionObserver', () => {
    render(
      <Reveal>
        <h2>Why is it free?</h2>
      </Reveal>,
    );
    expect(wrapper()).toHaveClass('reveal');
    expect(wrapper()).not.toHaveClass('reveal--waiting');
  });

  it('keeps its content while out of sight and reveals it 200 px before it scrolls in', () => {
    const observer = mockObserver();
    render(
      <Reveal>
        <h2>Why is it free?</h2>
      </Reveal>,
    );
    expect(observer.rootMargin).toBe('0px 0px 200px 0px');

    observer.report([{ isIntersecting: false }]);
    expect(screen.getByRole('heading', { name: 'Why is it free?' })).toBeInTheDocument();
    expect(wrapper()).toHaveClass('reveal--waiting');

    observer.report([{ isIntersecting: true }]);
    expect(wrapper()).toHaveClass('reveal--shown');
    expect(wrapper()).not.toHaveClass('reveal--waiting');
    expect(observer.disconnected).toBe(true);
  });
});
