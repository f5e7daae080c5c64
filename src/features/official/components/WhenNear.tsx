import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Placeholder = styled.div<{ $height: string }>`
  min-height: ${({ $height }) => $height};
`;

/**
 * Renders its children once they come within a quarter screen of the viewport (or at once with `eager`),
 * holding their place meanwhile so the page does not jump. Where IntersectionObserver is missing,
 * they render at once.
 */
export function WhenNear({
  eager = false,
  placeholderHeight,
  children,
}: {
  eager?: boolean;
  placeholderHeight: string;
  children: ReactNode;
}) {
  const [near, setNear] = useState(eager || typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '25% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <Placeholder ref={placeholder} $height={placeholderHeight} />;
}
