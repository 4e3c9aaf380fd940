/** A `matchMedia` for jsdom: `matches` tells which media queries hold (none by default). */
export function fakeMatchMedia(matches: (query: string) => boolean = () => false) {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
