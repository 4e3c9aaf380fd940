import { useEffect, useState } from 'react';
import { LOADER_AUTO_HIDE_MS, LOADER_DISMISS_DELAY_MS } from '@maisonnee/domain';

/**
 * Visibility of a loader (specification section 9): shown while `active`, hidden by itself after
 * 4 s even if the work goes on, and its dismissal waits 200 ms so that it does not flicker.
 */
export function useLoaderVisibility(active: boolean): boolean {
  const [visible, setVisible] = useState(active);

  useEffect(() => {
    if (active) {
      setVisible(true);
      const autoHide = setTimeout(() => setVisible(false), LOADER_AUTO_HIDE_MS);
      return () => clearTimeout(autoHide);
    }
    const dismiss = setTimeout(() => setVisible(false), LOADER_DISMISS_DELAY_MS);
    return () => clearTimeout(dismiss);
  }, [active]);

  return visible;
}
