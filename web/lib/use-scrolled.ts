import { useEffect, useState } from "react";

/** The header is marked scrolled once the page is scrolled over 50px. */
export const SCROLLED_THRESHOLD_PX = 50;

export function useScrolled(threshold = SCROLLED_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update(); // a reload or a restored position may start below the threshold
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
