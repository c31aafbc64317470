import { useEffect, useRef, type ReactNode } from 'react';

export const SITE_NAME = 'Practice Paper Service';

let firstPageShown = false;

/**
 * A page: its title in the tab and its one h1. After a navigation (not on the first load) the focus
 * moves to the heading, so that a screen reader announces the new page and Tab starts from it.
 */
export function Page({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
  }, [title]);
  useEffect(() => {
    if (firstPageShown) heading.current?.focus();
    firstPageShown = true;
  }, []);
  return (
    <div className={wide ? 'page page-wide' : 'page'}>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}
