import { isInFrame, pagePlacement } from './frame';

describe('whether the app is shown inside a frame (platform-core.md 2.1)', () => {
  it('is the top window when it is its own top', () => {
    const view = {};
    expect(isInFrame({ self: view, top: view })).toBe(false);
  });

  it('is in a frame when the top window is another', () => {
    expect(isInFrame({ self: {}, top: {} })).toBe(true);
  });

  it('is in a frame when a parent on another origin refuses to be compared', () => {
    const crossOrigin = {
      self: {},
      get top(): unknown {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.');
      },
    };
    expect(isInFrame(crossOrigin)).toBe(true);
  });

  it('reads the window this test runs in as a top window, and keeps the answer', () => {
    expect(pagePlacement()).toEqual({ inFrame: false });
    expect(pagePlacement()).toBe(pagePlacement());
  });
});
