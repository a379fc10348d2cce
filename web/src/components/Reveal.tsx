import { useEffect, useRef, useState, type ReactNode } from 'react';

type Phase = 'unobserved' | 'waiting' | 'shown';

const CLASS_BY_PHASE: Record<Phase, string> = {
  unobserved: 'reveal',
  waiting: 'reveal reveal--waiting',
  shown: 'reveal reveal--shown',
};

// The observed area reaches 200 px below the viewport: a section starts to show 200 px before it
// scrolls into view (platform-core.md 2.5 "reveal lazily at an offset of 200").
const OFFSET = '0px 0px 200px 0px';

/**
 * A lower section of a page that rises into place as it nears the viewport (platform-core.md
 * 2.5). It is never hidden: its content is readable without waiting for a scroll (issue 21), and
 * in the page for screen readers and search engines; only its position moves, from the moment it
 * is known to be out of sight, so what is in view on arrival never jumps. Without
 * IntersectionObserver it simply shows. The motion itself is in styles/pages.css.
 */
export const Reveal = ({ children }: { readonly children: ReactNode }) => {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('unobserved');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        setPhase(near ? 'shown' : 'waiting');
        if (near) observer.disconnect();
      },
      { rootMargin: OFFSET },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={CLASS_BY_PHASE[phase]}>
      {children}
    </div>
  );
};
