import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Placeholder = styled.div<{ $height: string }>`
  min-height: ${({ $height }) => $height};
`;

/**
 * Renders its children once they come within a quarter screen of the viewport, holding their place meanwhile
 * (the official area's helper, written again here: areas do not import each other). Where IntersectionObserver
 * is missing, at once.
 */
export function WhenNear({ placeholderHeight, children }: { placeholderHeight: string; children: ReactNode }) {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '25% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <Placeholder ref={placeholder} $height={placeholderHeight} data-near="waiting" />;
}
